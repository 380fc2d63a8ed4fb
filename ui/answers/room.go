package answers

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// Phase is where the current question is.
type Phase int

const (
	Waiting  Phase = iota // no question: the phones wait for one
	Open                  // the question takes answers
	Closed                // answers stopped: the spread may show
	Revealed              // the right choice is marked
)

var phaseNames = [...]string{"waiting", "open", "closed", "revealed"}

func (p Phase) String() string { return phaseNames[p] }

// Quiz says whether a question is an item of the pre-quiz or of the
// post-quiz, which the normalized gain compares.
type Quiz int

const (
	NoQuiz   Quiz = iota // a question of a lesson
	PreQuiz              // asked before the teaching
	PostQuiz             // asked after it
)

// A Question is what the projector asks, as the app sends it.
type Question struct {
	Text    string   // in the teacher's language; the phone shows it as text
	Choices []Choice // in the order the phone shows them
	Right   Choice   // the right choice, shown by Reveal; "" when there is none
	Quiz    Quiz
	Item    string // the quiz item: pre- and post-quiz questions with one Item are compared
	Key     string // the app's name for the question (its lesson and step), kept with it
}

// MaxText is the longest question text, in bytes.
const MaxText = 2000

// maxName is the longest key or quiz item of a question, in bytes.
const maxName = 200

// MaxRounds is how many rounds a question has at most: the first answer
// and, after a discussion, the second.
const MaxRounds = 2

// A Result is a question asked and how the class answered it.
type Result struct {
	ID       int
	Question Question
	Rounds   [][]int // per round, the count of each choice, in the order of Choices
	Revealed bool    // the right choice has been shown
}

// Answers returns how many answered in round (0-based).
func (r Result) Answers(round int) int {
	n := 0
	for _, c := range r.Rounds[round] {
		n += c
	}
	return n
}

// A View is the room as the teacher's screens show it.
type View struct {
	Phase  Phase
	Round  int    // the current round, 1 or 2; 0 while waiting before the first question
	Result Result // the current or last question; ID 0 before the first
	Phones int    // phones connected now: with an event stream open, or polling (PollWindow)
}

// Room is a class answering: its questions, their rounds and counts, the
// phones connected, and the room's token and code. It is safe for
// concurrent use. Every change is saved (at most every SaveDelay) through
// the function given to NewRoom or Restore, so that an app restarted
// mid-round keeps the round's counts.
type Room struct {
	mu      sync.Mutex
	token   string // the random part of every path
	code    string // four letters that lead to the token
	key     []byte // signs the device ids the room issues
	port    int    // the port last listened on, tried again first
	results []Result
	phase   Phase
	round   int                  // 1-based, of the last question
	answers []map[string]Choice  // the last question's answers by device, per round
	phones  map[string]int       // streams open per device
	polled  map[string]time.Time // when each device polling its state (not streaming) last did
	updated time.Time            // the last change
	on      bool                 // a server serves it, or did when the app stopped

	phoneNews   chan struct{} // closed when what the phones see changes
	teacherNews chan struct{} // closed on any change

	save      func([]byte) error
	saveMu    sync.Mutex // one save at a time, in order
	saveTimer *time.Timer
	saveErr   error
}

// SaveDelay is how long a change waits to be saved, gathering the
// answers that come in meanwhile into one write.
const SaveDelay = 250 * time.Millisecond

// NewRoom returns an empty room with a new random token and code. save,
// when not nil, stores the room's state (see Restore); it is called from
// another goroutine, one call at a time.
func NewRoom(save func([]byte) error) *Room {
	r := newRoom(save)
	r.token = randomHex(16)
	r.code = randomCode()
	r.updated = time.Now()
	r.key = make([]byte, 32)
	rand.Read(r.key)
	return r
}

func newRoom(save func([]byte) error) *Room {
	return &Room{
		save:        save,
		phones:      map[string]int{},
		polled:      map[string]time.Time{},
		phoneNews:   make(chan struct{}),
		teacherNews: make(chan struct{}),
	}
}

// Token returns the random part of the room's paths.
func (r *Room) Token() string { return r.token }

// Code returns the room's four letters.
func (r *Room) Code() string { return r.code }

// Port returns the port the room's server last listened on, 0 if none.
func (r *Room) Port() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.port
}

// Listening reports whether a server serves the room, or did when the
// app was stopped or killed: the app may start it again.
func (r *Room) Listening() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.on
}

// served records that a server serves the room at port, or no longer
// does (on false, port 0).
func (r *Room) served(on bool, port int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if on != r.on || (on && port != r.port) {
		r.on = on
		if on {
			r.port = port
		}
		r.changed(false)
	}
}

// Ask puts a question to the class: its first round opens, and every
// phone shows it. The question before it, if any, is done.
func (r *Room) Ask(q Question) error {
	if err := checkChoices(q.Choices); err != nil {
		return err
	}
	if q.Right != "" && index(q.Choices, q.Right) < 0 {
		return fmt.Errorf("answers: the right choice %q is not one of the question's", q.Right)
	}
	if len(q.Text) > MaxText || !utf8.ValidString(q.Text) {
		return fmt.Errorf("answers: a question's text is valid UTF-8 of at most %d bytes", MaxText)
	}
	if len(q.Key) > maxName || len(q.Item) > maxName {
		return fmt.Errorf("answers: a question's key and item are at most %d bytes", maxName)
	}
	q.Choices = append([]Choice(nil), q.Choices...)
	r.mu.Lock()
	defer r.mu.Unlock()
	id := 1
	if n := len(r.results); n > 0 {
		id = r.results[n-1].ID + 1
	}
	r.results = append(r.results, Result{ID: id, Question: q, Rounds: [][]int{make([]int, len(q.Choices))}})
	r.phase, r.round = Open, 1
	r.answers = []map[string]Choice{{}}
	r.changed(true)
	return nil
}

// ErrPhase says that a step does not follow from where the question is.
var ErrPhase = errors.New("answers: not now")

// Close stops the open round taking answers.
func (r *Room) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.phase != Open {
		return ErrPhase
	}
	r.phase = Closed
	r.changed(true)
	return nil
}

// Again opens the second round of a closed question: the class has
// discussed and answers again. The first round's counts stay.
func (r *Room) Again() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.phase != Closed || r.round >= MaxRounds {
		return ErrPhase
	}
	last := &r.results[len(r.results)-1]
	last.Rounds = append(last.Rounds, make([]int, len(last.Question.Choices)))
	r.round++
	r.answers = append(r.answers, map[string]Choice{})
	r.phase = Open
	r.changed(true)
	return nil
}

// Reveal stops the answers and shows the right choice: to the teacher's
// screens through View, and to the phones.
func (r *Room) Reveal() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.phase != Open && r.phase != Closed {
		return ErrPhase
	}
	r.phase = Revealed
	r.results[len(r.results)-1].Revealed = true
	r.changed(true)
	return nil
}

// End ends the question: the phones wait for the next one. Its counts
// stay in Results, and the record of which phone answered what is
// dropped.
func (r *Room) End() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.phase == Waiting {
		return
	}
	r.phase = Waiting
	r.answers = nil
	r.changed(true)
}

// View returns the room as the teacher's screens show it.
func (r *Room) View() View {
	r.mu.Lock()
	defer r.mu.Unlock()
	v := View{Phase: r.phase, Round: r.round, Phones: len(r.phones)}
	now := time.Now()
	for device, at := range r.polled {
		if r.phones[device] == 0 && now.Sub(at) <= PollWindow {
			v.Phones++
		}
	}
	if n := len(r.results); n > 0 {
		v.Result = r.results[n-1].clone()
	}
	return v
}

// Results returns every question asked, in order, with its counts.
func (r *Room) Results() []Result {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]Result, len(r.results))
	for i, res := range r.results {
		out[i] = res.clone()
	}
	return out
}

func (res Result) clone() Result {
	res.Question.Choices = append([]Choice(nil), res.Question.Choices...)
	rounds := make([][]int, len(res.Rounds))
	for i, counts := range res.Rounds {
		rounds[i] = append([]int(nil), counts...)
	}
	res.Rounds = rounds
	return res
}

// Updated returns when the room last changed: a step, an answer, a phone
// come or gone. A room not changed for hours is another class's.
func (r *Room) Updated() time.Time {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.updated
}

// Changed returns a channel that is closed at the room's next change: a
// step, an answer, a phone come or gone. Call View after it.
func (r *Room) Changed() <-chan struct{} {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.teacherNews
}

// phoneChanged is Changed for what the phones see: the question and its
// phase, not the counts.
func (r *Room) phoneChanged() <-chan struct{} {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.phoneNews
}

// changed tells the teacher's screens, and the phones too when phones is
// set, that the room changed, and schedules a save. r.mu is held.
func (r *Room) changed(phones bool) {
	r.updated = time.Now()
	close(r.teacherNews)
	r.teacherNews = make(chan struct{})
	if phones {
		close(r.phoneNews)
		r.phoneNews = make(chan struct{})
	}
	if r.save != nil && r.saveTimer == nil {
		r.saveTimer = time.AfterFunc(SaveDelay, func() { r.Flush() })
	}
}

// Why an answer is refused.
var (
	errNotOpen   = errors.New("closed")    // no question takes answers, or not this one
	errNotChoice = errors.New("no choice") // not one of the question's choices
	errDevice    = errors.New("device")    // not a device id this room issued
)

// answer records device's choice for question id in round: a device has
// one answer per round, which it may change while the round is open.
func (r *Room) answer(device string, id, round int, c Choice) error {
	if !r.issued(device) {
		return errDevice
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.phase != Open || len(r.results) == 0 || r.results[len(r.results)-1].ID != id || r.round != round {
		return errNotOpen
	}
	last := &r.results[len(r.results)-1]
	i := index(last.Question.Choices, c)
	if i < 0 {
		return errNotChoice
	}
	counts := last.Rounds[round-1]
	given := r.answers[round-1]
	if old, ok := given[device]; ok {
		if old == c {
			return nil
		}
		counts[index(last.Question.Choices, old)]--
	}
	given[device] = c
	counts[i]++
	r.changed(false)
	return nil
}

// A phoneState is what one phone sees of the room.
type phoneState struct {
	Phase    string         `json:"phase"`
	Question *phoneQuestion `json:"question,omitempty"`
	Answer   Choice         `json:"answer,omitempty"` // this phone's in this round
	First    Choice         `json:"first,omitempty"`  // this phone's in the first round, during the second
	Right    Choice         `json:"right,omitempty"`  // once revealed
}

// key names what the phone shows of s, as the page computes it for a
// poll's seen: the phase, and the question and its round.
func (s phoneState) key() string {
	if s.Question == nil {
		return s.Phase
	}
	return fmt.Sprintf("%s:%d:%d", s.Phase, s.Question.ID, s.Question.Round)
}

type phoneQuestion struct {
	ID      int      `json:"id"`
	Text    string   `json:"text"`
	Choices []Choice `json:"choices"`
	Round   int      `json:"round"`
}

// stateFor returns what device sees: the current question, its own
// answers, and the right choice only once revealed.
func (r *Room) stateFor(device string) phoneState {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := phoneState{Phase: r.phase.String()}
	if r.phase == Waiting {
		return s
	}
	last := r.results[len(r.results)-1]
	s.Question = &phoneQuestion{ID: last.ID, Text: last.Question.Text, Choices: last.Question.Choices, Round: r.round}
	s.Answer = r.answers[r.round-1][device]
	if r.round > 1 {
		s.First = r.answers[0][device]
	}
	if r.phase == Revealed {
		s.Right = last.Question.Right
	}
	return s
}

// PollWindow is how long a phone that polls its state (GET state, for a
// browser without EventSource) counts as connected after its last poll:
// such phones poll every second or two.
const PollWindow = 10 * time.Second

// polledAt notes that device polled its state at now: it counts as
// connected for PollWindow. The teacher's count changes when it starts
// to; devices not seen for longer are forgotten.
func (r *Room) polledAt(device string, now time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	last, ok := r.polled[device]
	r.polled[device] = now
	for d, at := range r.polled {
		if now.Sub(at) > PollWindow {
			delete(r.polled, d)
		}
	}
	if (!ok || now.Sub(last) > PollWindow) && r.phones[device] == 0 {
		r.changed(false)
	}
}

// connect counts a phone's stream until the returned function is called.
func (r *Room) connect(device string) (disconnect func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.phones[device]++
	if r.phones[device] == 1 {
		r.changed(false)
	}
	return func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.phones[device]--; r.phones[device] == 0 {
			delete(r.phones, device)
			r.changed(false)
		}
	}
}

// newDevice issues a device id: random, and signed with the room's key
// so that the room knows its own without keeping a list.
func (r *Room) newDevice() string {
	id := make([]byte, 16, 32)
	rand.Read(id)
	return hex.EncodeToString(r.sign(id))
}

// issued reports whether device is an id this room issued.
func (r *Room) issued(device string) bool {
	b, err := hex.DecodeString(device)
	if err != nil || len(b) != 32 {
		return false
	}
	return hmac.Equal(r.sign(b[:16:16])[16:], b[16:])
}

func (r *Room) sign(id []byte) []byte {
	m := hmac.New(sha256.New, r.key)
	m.Write(id)
	return append(id, m.Sum(nil)[:16]...)
}

// Flush saves the room now if a change waits to be saved, and returns
// the last save's error.
func (r *Room) Flush() error {
	r.saveMu.Lock()
	defer r.saveMu.Unlock()
	r.mu.Lock()
	if r.saveTimer == nil {
		err := r.saveErr
		r.mu.Unlock()
		return err
	}
	r.saveTimer.Stop()
	r.saveTimer = nil
	data, err := json.Marshal(r.savedLocked())
	r.mu.Unlock()
	if err == nil {
		err = r.save(data)
	}
	r.mu.Lock()
	r.saveErr = err
	r.mu.Unlock()
	return err
}

// saved is the room as it is stored.
type saved struct {
	Version int
	Token   string
	Code    string
	Key     []byte
	Port    int
	Updated time.Time
	On      bool
	Phase   Phase
	Round   int
	Results []Result
	Answers []map[string]Choice // the current question's, by device: dropped at End
}

const savedVersion = 1

func (r *Room) savedLocked() saved {
	return saved{Version: savedVersion, Token: r.token, Code: r.code, Key: r.key, Port: r.port, Updated: r.updated, On: r.on,
		Phase: r.phase, Round: r.round, Results: r.results, Answers: r.answers}
}

// Restore returns the room that data, written by a room's save, holds:
// its token, code, questions, counts and the current round's answers, so
// that phones coming back are neither lost nor counted twice. It refuses
// data that does not hold a whole, consistent room.
func Restore(data []byte, save func([]byte) error) (*Room, error) {
	var s saved
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("answers: the saved room cannot be read: %w", err)
	}
	if err := s.check(); err != nil {
		return nil, fmt.Errorf("answers: the saved room is damaged: %w", err)
	}
	r := newRoom(save)
	r.token, r.code, r.key, r.port, r.updated, r.on = s.Token, s.Code, s.Key, s.Port, s.Updated, s.On
	r.phase, r.round, r.results, r.answers = s.Phase, s.Round, s.Results, s.Answers
	return r, nil
}

// check reports what makes s not a room that a room could have saved.
func (s saved) check() error {
	switch {
	case s.Version != savedVersion:
		return fmt.Errorf("version %d", s.Version)
	case len(s.Token) != 32 || !isHex(s.Token):
		return errors.New("token")
	case !isCode(s.Code):
		return errors.New("code")
	case len(s.Key) != 32:
		return errors.New("key")
	case s.Port < 0 || s.Port > 65535:
		return errors.New("port")
	case s.Phase < Waiting || s.Phase > Revealed:
		return errors.New("phase")
	case s.Phase != Waiting && len(s.Results) == 0:
		return errors.New("no question")
	}
	for i, res := range s.Results {
		q := res.Question
		if res.ID <= 0 || (i > 0 && res.ID <= s.Results[i-1].ID) || checkChoices(q.Choices) != nil ||
			(q.Right != "" && index(q.Choices, q.Right) < 0) || len(res.Rounds) < 1 || len(res.Rounds) > MaxRounds {
			return fmt.Errorf("question %d", i+1)
		}
		for _, counts := range res.Rounds {
			if len(counts) != len(q.Choices) {
				return fmt.Errorf("question %d", i+1)
			}
			for _, n := range counts {
				if n < 0 {
					return fmt.Errorf("question %d", i+1)
				}
			}
		}
	}
	if s.Phase == Waiting {
		if len(s.Answers) != 0 {
			return errors.New("answers")
		}
		return nil
	}
	last := s.Results[len(s.Results)-1]
	if s.Round != len(last.Rounds) || len(s.Answers) != s.Round {
		return errors.New("round")
	}
	for round, given := range s.Answers {
		tally := make([]int, len(last.Question.Choices))
		for _, c := range given {
			i := index(last.Question.Choices, c)
			if i < 0 {
				return errors.New("answers")
			}
			tally[i]++
		}
		for i := range tally {
			if tally[i] != last.Rounds[round][i] {
				return errors.New("counts")
			}
		}
	}
	return nil
}

// codeLetters are the letters of room codes: consonants only, so that no
// code spells a word on the projector, and none that reads as a digit
// (no I, O, Q, nor Y, which can be a vowel).
const codeLetters = "BCDFGHJKLMNPRSTVWXZ"

func randomCode() string {
	b := make([]byte, 4)
	for i := range b {
		b[i] = codeLetters[randomIndex(len(codeLetters))]
	}
	return string(b)
}

// randomIndex returns a uniformly random number in [0, n), n < 256.
func randomIndex(n int) int {
	var b [1]byte
	for {
		rand.Read(b[:])
		if int(b[0]) < 256-256%n {
			return int(b[0]) % n
		}
	}
}

func isCode(s string) bool {
	if len(s) != 4 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(codeLetters, s[i]) < 0 {
			return false
		}
	}
	return true
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func isHex(s string) bool {
	_, err := hex.DecodeString(s)
	return err == nil
}
