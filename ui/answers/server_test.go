package answers

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"
)

// roomURL is the room's address on the test server.
func roomURL(base string, r *Room) string { return base + "/r/" + r.Token() + "/" }

// waitFor polls cond every 10 ms for at most 10 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !cond(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within 10 s", what)
		}
	}
}

func Test200PhonesAnswerTwoRoundsAndEachIsCountedOnce(t *testing.T) {
	const phones = 200
	room := NewRoom(nil)
	_, ts := testServer(t, room, testLimits)
	client := newClient()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	all := make([]*phone, phones)
	streams := make([]<-chan event, phones)
	for i := range all {
		all[i] = newPhone(t, client, roomURL(ts.URL, room))
		var err error
		if streams[i], err = all[i].listen(ctx); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, "200 phones connected", func() bool { return room.View().Phones == phones })

	choices := squares(1, 5, 9)
	must(t, room.Ask(Question{Text: "Where will X1 land?", Choices: choices, Right: Square(5)}))

	// Each phone waits for the question as the page does, then answers:
	// phone i first choices[i%3]; every tenth phone first taps another
	// square and changes its mind; every phone sends its answer twice.
	var wg sync.WaitGroup
	each := func(f func(i int, p *phone, events <-chan event) error) {
		t.Helper()
		errs := make(chan error, phones)
		for i, p := range all {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := f(i, p, streams[i]); err != nil {
					errs <- fmt.Errorf("phone %d: %w", i, err)
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
	}
	each(func(i int, p *phone, events <-chan event) error {
		s, err := until(events, func(s phoneState) bool { return s.Phase == "open" })
		if err != nil {
			return err
		}
		if s.Question == nil || s.Question.Text != "Where will X1 land?" || len(s.Question.Choices) != 3 || s.Right != "" || s.Answer != "" {
			return fmt.Errorf("sees %+v", s)
		}
		want := choices[i%3]
		if i%10 == 0 {
			if st := p.answer(s.Question.ID, 1, choices[(i+1)%3]); st != http.StatusOK {
				return fmt.Errorf("first tap: %d", st)
			}
		}
		for range 2 {
			if st := p.answer(s.Question.ID, 1, want); st != http.StatusOK {
				return fmt.Errorf("answer: %d", st)
			}
		}
		return nil
	})
	v := room.View()
	if got, want := v.Result.Rounds[0], []int{67, 67, 66}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("round 1 counts %v, want %v", got, want)
	}

	must(t, room.Close())
	each(func(i int, p *phone, events <-chan event) error {
		s, err := until(events, func(s phoneState) bool { return s.Phase == "closed" })
		if err == nil && s.Answer != choices[i%3] {
			err = fmt.Errorf("closed, sees its answer as %q", s.Answer)
		}
		if st := p.answer(s.Question.ID, 1, choices[0]); err == nil && st != http.StatusConflict {
			err = fmt.Errorf("an answer to a closed question: %d", st)
		}
		return err
	})

	// The second round, after a discussion: two thirds now choose 5.
	must(t, room.Again())
	each(func(i int, p *phone, events <-chan event) error {
		s, err := until(events, func(s phoneState) bool { return s.Phase == "open" && s.Question.Round == 2 })
		if err != nil {
			return err
		}
		if s.First != choices[i%3] || s.Answer != "" {
			return fmt.Errorf("round 2: sees first %q, answer %q", s.First, s.Answer)
		}
		if st := p.answer(s.Question.ID, 1, Square(5)); st != http.StatusConflict {
			return fmt.Errorf("a first-round answer in round 2: %d", st)
		}
		c := Square(5)
		if i%3 == 0 {
			c = Square(9)
		}
		if st := p.answer(s.Question.ID, 2, c); st != http.StatusOK {
			return fmt.Errorf("round 2 answer: %d", st)
		}
		return nil
	})
	must(t, room.Reveal())
	each(func(i int, p *phone, events <-chan event) error {
		s, err := until(events, func(s phoneState) bool { return s.Phase == "revealed" })
		if err == nil && s.Right != Square(5) {
			err = fmt.Errorf("revealed, sees right %q", s.Right)
		}
		return err
	})
	v = room.View()
	if got := fmt.Sprint(v.Result.Rounds); got != "[[67 67 66] [0 133 67]]" {
		t.Errorf("both rounds %s, want [[67 67 66] [0 133 67]]", got)
	}
	cancel()
	waitFor(t, "phones gone", func() bool { return room.View().Phones == 0 })
}

func TestBadInputIsRefusedAndNothingCountedTwice(t *testing.T) {
	room := NewRoom(nil)
	_, ts := testServer(t, room, testLimits)
	client := newClient()
	p := newPhone(t, client, roomURL(ts.URL, room))
	must(t, room.Ask(Question{Text: "Will X win?", Choices: []Choice{Yes, No}, Right: No}))
	good := func(c Choice) string {
		b, _ := json.Marshal(answerBody{Device: p.device, Question: 1, Round: 1, Choice: c})
		return string(b)
	}

	for name, tc := range map[string]struct {
		ctype, body string
		want        int
	}{
		"oversized body":    {"application/json", `{"device":"` + strings.Repeat("a", 4096) + `"}`, http.StatusRequestEntityTooLarge},
		"oversized padding": {"application/json", good(Yes)[:10] + strings.Repeat(" ", 600) + good(Yes)[10:], http.StatusRequestEntityTooLarge},
		"not JSON":          {"application/json", "yes please", http.StatusBadRequest},
		"two values":        {"application/json", good(Yes) + good(No), http.StatusBadRequest},
		"unknown field":     {"application/json", `{"device":"` + p.device + `","question":1,"round":1,"choice":"yes","name":"Ann"}`, http.StatusBadRequest},
		"a form":            {"application/x-www-form-urlencoded", "choice=yes", http.StatusUnsupportedMediaType},
		"no type":           {"", good(Yes), http.StatusUnsupportedMediaType},
		"not a choice":      {"application/json", good("maybe"), http.StatusUnprocessableEntity},
		"another's choice":  {"application/json", good(X), http.StatusUnprocessableEntity},
		"forged device":     {"application/json", strings.Replace(good(Yes), p.device[:8], "00000000", 1), http.StatusForbidden},
		"no device":         {"application/json", `{"question":1,"round":1,"choice":"yes"}`, http.StatusForbidden},
		"another question":  {"application/json", strings.Replace(good(Yes), `"question":1`, `"question":2`, 1), http.StatusConflict},
		"another round":     {"application/json", strings.Replace(good(Yes), `"round":1`, `"round":2`, 1), http.StatusConflict},
	} {
		if status, body := p.post("answer", tc.ctype, tc.body); status != tc.want {
			t.Errorf("%s: %d %s, want %d", name, status, body, tc.want)
		}
	}
	if n := room.View().Result.Answers(0); n != 0 {
		t.Fatalf("%d answers counted from refused requests", n)
	}

	// Wrong tokens: every path under another token is not there.
	for _, path := range []string{"/r/" + strings.Repeat("0", 32) + "/", "/r/" + room.Token()[:31] + "/join", "/r/x/answer", "/r/" + strings.ToUpper(room.Token()) + "/state"} {
		resp, err := client.Post(ts.URL+path, "application/json", strings.NewReader(good(Yes)))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusNotFound && resp.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("POST %s: %d", path, resp.StatusCode)
		}
	}
	if status, _ := p.get("answer"); status != http.StatusNotFound {
		t.Errorf("GET answer: %d", status)
	}

	// 1,000 answers from one device, alternating: the burst goes through
	// (each moves the one answer), the rest are too many, and the device
	// is counted once.
	p = newPhone(t, client, roomURL(ts.URL, room))
	ok, tooMany := 0, 0
	for i := range 1000 {
		switch st := p.answer(1, 1, []Choice{Yes, No}[i%2]); st {
		case http.StatusOK:
			ok++
		case http.StatusTooManyRequests:
			tooMany++
		default:
			t.Fatalf("answer %d: %d", i, st)
		}
	}
	if ok < int(DefaultLimits.AnswerBurst) || ok > int(DefaultLimits.AnswerBurst)+5 || tooMany != 1000-ok {
		t.Errorf("1,000 answers from one device: %d taken, %d refused as too many", ok, tooMany)
	}
	v := room.View()
	if v.Result.Answers(0) != 1 {
		t.Errorf("one device counted %d times: %v", v.Result.Answers(0), v.Result.Rounds)
	}

	// A closed question takes nothing, from a new phone either.
	must(t, room.Close())
	q := newPhone(t, client, roomURL(ts.URL, room))
	if st := q.answer(1, 1, Yes); st != http.StatusConflict {
		t.Errorf("an answer to a closed question: %d", st)
	}
	if v := room.View(); v.Result.Answers(0) != 1 {
		t.Errorf("after the closed question: %d answers", v.Result.Answers(0))
	}
}

func TestAPhoneSeesNoAnswerBeforeTheReveal(t *testing.T) {
	room := NewRoom(nil)
	_, ts := testServer(t, room, testLimits)
	client := newClient()
	p := newPhone(t, client, roomURL(ts.URL, room))
	raw := func() string { _, body := p.get("state?device=" + p.device); return string(body) }
	must(t, room.Ask(Question{Text: "Who wins?", Choices: []Choice{X, O, Nobody}, Right: Nobody}))
	other := newPhone(t, client, roomURL(ts.URL, room))
	if st := other.answer(1, 1, Nobody); st != http.StatusOK {
		t.Fatal(st)
	}
	for _, step := range []func() error{func() error { return nil }, room.Close, room.Again, room.Close} {
		must(t, step())
		if s := raw(); strings.Contains(s, "right") || strings.Contains(s, `"count`) || strings.Contains(s, other.device) {
			t.Errorf("%s phase: a phone sees %s", room.View().Phase, s)
		}
	}
	must(t, room.Reveal())
	if s := raw(); !strings.Contains(s, `"right":"nobody"`) {
		t.Errorf("after the reveal a phone sees %s", s)
	}
}

func TestAPhoneThatDropsOffKeepsItsAnswerAndSeesTheQuestion(t *testing.T) {
	room := NewRoom(nil)
	_, ts := testServer(t, room, testLimits)
	p := newPhone(t, newClient(), roomURL(ts.URL, room))
	ctx, drop := context.WithCancel(context.Background())
	events, err := p.listen(ctx)
	must(t, err)
	must(t, room.Ask(Question{Text: "Which square?", Choices: squares(2, 4), Right: Square(4)}))
	s, err := until(events, func(s phoneState) bool { return s.Phase == "open" })
	must(t, err)
	if st := p.answer(s.Question.ID, 1, Square(4)); st != http.StatusOK {
		t.Fatal(st)
	}
	drop() // off the Wi-Fi
	waitFor(t, "the phone gone", func() bool { return room.View().Phones == 0 })
	must(t, room.Close())
	must(t, room.Again())

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	events, err = p.listen(ctx)
	must(t, err)
	s, err = next(events)
	must(t, err)
	if s.Phase != "open" || s.Question.Round != 2 || s.First != Square(4) || s.Answer != "" {
		t.Errorf("back on the Wi-Fi the phone sees %+v", s)
	}
	if n := room.View().Result.Answers(0); n != 1 {
		t.Errorf("round 1 has %d answers", n)
	}
}

func TestANewerStreamOfADeviceEndsItsOldest(t *testing.T) {
	room := NewRoom(nil)
	_, ts := testServer(t, room, testLimits)
	p := newPhone(t, newClient(), roomURL(ts.URL, room))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var first <-chan event
	for i := range testLimits.StreamsPerDevice + 1 {
		events, err := p.listen(ctx)
		must(t, err)
		if i == 0 {
			first = events
			if _, err := next(first); err != nil {
				t.Fatal(err)
			}
		}
	}
	for e := range first {
		if e.name == "replaced" {
			waitFor(t, "one phone", func() bool { return room.View().Phones == 1 })
			return
		}
	}
	t.Error("the oldest stream ended without an event replaced")
}

func TestTheCodeLeadsToTheRoomAndGuessingIsLimited(t *testing.T) {
	room := NewRoom(nil)
	_, ts := testServer(t, room, DefaultLimits)
	client := newClient()
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	get := func(path string) *http.Response {
		t.Helper()
		resp, err := client.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	if resp := get("/"); resp.StatusCode != http.StatusOK {
		t.Errorf("the entry page: %d", resp.StatusCode)
	}
	for _, path := range []string{"/" + strings.ToLower(room.Code()), "/?code=" + room.Code()} {
		resp := get(path)
		if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/r/"+room.Token()+"/" {
			t.Errorf("%s: %d to %q", path, resp.StatusCode, resp.Header.Get("Location"))
		}
	}
	if resp := get("/" + room.Code() + "?lang=cs"); resp.Header.Get("Location") != "/r/"+room.Token()+"/?lang=cs" {
		t.Errorf("the code with a language leads to %q", resp.Header.Get("Location"))
	}
	wrong := "BBBB"
	if wrong == room.Code() {
		wrong = "CCCC"
	}
	misses := 0
	for ; misses < 100; misses++ {
		if resp := get("/" + wrong); resp.StatusCode != http.StatusNotFound {
			if resp.StatusCode != http.StatusTooManyRequests {
				t.Fatalf("a wrong code: %d", resp.StatusCode)
			}
			break
		}
	}
	if misses != int(DefaultLimits.MissBurst) {
		t.Errorf("%d wrong codes before too many, want %v", misses, DefaultLimits.MissBurst)
	}
	for _, path := range []string{"/" + room.Code(), "/r/" + strings.Repeat("1", 32) + "/"} {
		if resp := get(path); resp.StatusCode != http.StatusTooManyRequests {
			t.Errorf("%s after %d wrong codes: %d, want too many", path, misses, resp.StatusCode)
		}
	}
	// The room's own address still serves the phone that has it.
	if resp := get("/r/" + room.Token() + "/"); resp.StatusCode != http.StatusOK {
		t.Errorf("the room's page after the guessing: %d", resp.StatusCode)
	}
}

func TestStartListensOnlyUntilStop(t *testing.T) {
	var stored []byte
	room := NewRoom(func(b []byte) error { stored = b; return nil })
	s, err := Start(room, "127.0.0.1", testLimits)
	must(t, err)
	host := s.Host()
	if !strings.HasPrefix(s.URL(), "http://127.0.0.1:") || !strings.HasSuffix(s.URL(), "/r/"+room.Token()+"/") ||
		s.ShortURL() != "http://"+host+"/"+room.Code() {
		t.Errorf("URL %s, short %s", s.URL(), s.ShortURL())
	}
	p := newPhone(t, newClient(), s.URL())
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	events, err := p.listen(ctx)
	must(t, err)
	must(t, room.Ask(Question{Text: "?", Choices: []Choice{Yes, No}, Right: Yes}))
	if st := p.answer(1, 1, Yes); st != http.StatusOK {
		t.Fatal(st)
	}

	stopped := make(chan error)
	go func() { stopped <- s.Stop() }()
	select {
	case err := <-stopped:
		must(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("Stop took more than 10 s")
	}
	var last string
	for e := range events { // the stream ends, the phone told why
		last = e.name
	}
	if last != "stopped" {
		t.Errorf("the stream's last event is %q, want \"stopped\": the phone would say the connection is lost", last)
	}
	if room.Listening() {
		t.Error("a room stopped says it is listening")
	}
	if c, err := net.DialTimeout("tcp", host, time.Second); err == nil {
		c.Close()
		t.Errorf("%s still listens after Stop", host)
	}
	must(t, s.Stop())

	// The app restarted: the room comes back, on the same port, and the
	// phone's id and answer with it.
	back, err := Restore(stored, nil)
	must(t, err)
	s2, err := Start(back, "127.0.0.1", testLimits)
	must(t, err)
	if !back.Listening() {
		t.Error("a room served says it is not listening")
	}
	defer s2.Stop()
	if s2.Host() != host {
		t.Errorf("restarted on %s, was %s: phones would have to scan again", s2.Host(), host)
	}
	if st := p.state(); st.Answer != Yes || st.Phase != "open" {
		t.Errorf("after the restart the phone sees %+v", st)
	}
	if _, err := Start(NewRoom(nil), "0.0.0.0", testLimits); err == nil {
		t.Error("Start listens on every address")
	}
}

func TestQuitKeepsTheRoomOnForTheNextStart(t *testing.T) {
	var stored []byte
	room := NewRoom(func(b []byte) error { stored = b; return nil })
	s, err := Start(room, "127.0.0.1", testLimits)
	must(t, err)
	must(t, s.Quit())
	back, err := Restore(stored, nil)
	must(t, err)
	if !back.Listening() {
		t.Error("after Quit the room kept is off: the app would not serve it again")
	}
	if c, err := net.DialTimeout("tcp", s.Host(), time.Second); err == nil {
		c.Close()
		t.Errorf("%s still listens after Quit", s.Host())
	}
}

// One phone (one address) that asks for device id after device id gets
// a few, not one per vote: it cannot outvote the class (fault test t8,
// F4: 30 ids at once and 43 answers counted in 30 s).
func TestOneAddressCannotOutvoteTheClass(t *testing.T) {
	room := NewRoom(nil)
	_, ts := testServer(t, room, DefaultLimits)
	client := newClient()
	must(t, room.Ask(Question{Text: "Is X1 in square 5?", Choices: []Choice{Yes, No}}))
	joined := 0
	for range 50 {
		p := &phone{t: t, client: client, base: roomURL(ts.URL, room)}
		status, body := p.post("join", "", "")
		if status != http.StatusOK {
			continue
		}
		var j struct{ Device string }
		json.Unmarshal(body, &j)
		p.device = j.Device
		joined++
		if st := p.answer(1, 1, Yes); st != http.StatusOK {
			t.Fatalf("answer: %d", st)
		}
	}
	if joined > DefaultLimits.DevicesPerAddress || joined == 0 {
		t.Errorf("one address got %d device ids, want 1 to %d", joined, DefaultLimits.DevicesPerAddress)
	}
	if got := room.View().Result.Answers(0); got != joined {
		t.Errorf("%d answers counted from %d devices", got, joined)
	}
}

// When every stream is open, a new address takes one from the address
// with the most: six addresses cannot keep every other phone out (F10).
func TestAFewAddressesCannotTakeEveryStream(t *testing.T) {
	l := DefaultLimits
	l.Streams, l.StreamsPerAddress = 10, 100
	s := newServer(NewRoom(nil), "127.0.0.1", l)
	var first []*stream
	for i := range 10 {
		st, ok := s.open(fmt.Sprint("d", i), "10.0.0.1")
		if !ok {
			t.Fatalf("stream %d refused", i)
		}
		first = append(first, st)
	}
	st, ok := s.open("new", "10.0.0.2")
	if !ok {
		t.Fatal("a phone of another address was refused: every stream is one address's")
	}
	select {
	case <-first[0].replaced:
	default:
		t.Error("the crowding address's oldest stream was not ended")
	}
	if len(s.streams) != 10 || s.byAddress["10.0.0.1"] != 9 || s.byAddress["10.0.0.2"] != 1 {
		t.Errorf("streams %d, by address %v", len(s.streams), s.byAddress)
	}
	s.close(st)
	if _, ok := s.open("again", "10.0.0.1"); !ok {
		t.Error("a freed stream was not given again")
	}
	if _, ok := s.open("other", "10.0.0.1"); ok {
		t.Error("an address with the most streams took one from itself")
	}
}

// A phone that polls its state, as the README offers browsers without
// EventSource, counts as connected for PollWindow after its last poll,
// once however often it polls and whether or not it also streams
// (teacher walk t8 m8: four polling phones read "1 phone connected").
func TestAPhoneThatPollsCountsAsConnected(t *testing.T) {
	room := NewRoom(nil)
	_, ts := testServer(t, room, testLimits)
	client := newClient()
	polling, streaming := newPhone(t, client, roomURL(ts.URL, room)), newPhone(t, client, roomURL(ts.URL, room))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if _, err := streaming.listen(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the streaming phone", func() bool { return room.View().Phones == 1 })
	polling.state()
	polling.state()
	streaming.state()
	if n := room.View().Phones; n != 2 {
		t.Errorf("a phone streaming and one polling: %d phones connected, want 2", n)
	}
	room.polledAt(polling.device, time.Now().Add(-PollWindow-time.Second)) // its last poll, long ago
	if n := room.View().Phones; n != 1 {
		t.Errorf("a phone that stopped polling %v ago still counts: %d phones connected, want 1", PollWindow, n)
	}
}

// A phone that polls, as the page does without EventSource, is told when
// the teacher ends class answers, as a stream is, not left to find the
// connection lost (teacher walk t8: polling phones said "Connection
// lost"); its poll waits while nothing changes, and a change answers it
// at once.
func TestAPollingPhoneIsToldClassAnswersEnded(t *testing.T) {
	room := NewRoom(nil)
	s, err := Start(room, "127.0.0.1", testLimits)
	must(t, err)
	defer s.Stop()
	p := newPhone(t, newClient(), s.URL())
	seen := p.state().key()
	if seen != "waiting" {
		t.Fatalf("a new room's phone sees %q", seen)
	}

	type reply struct {
		status int
		body   string
		after  time.Duration
	}
	poll := func() <-chan reply {
		got := make(chan reply, 1)
		start := time.Now()
		go func() {
			status, body := p.get("state?device=" + p.device + "&seen=" + url.QueryEscape(p.state().key()))
			got <- reply{status, string(body), time.Since(start)}
		}()
		return got
	}
	wait := func(got <-chan reply) reply {
		select {
		case r := <-got:
			return r
		case <-time.After(pollHold + 5*time.Second):
			t.Fatal("a poll was not answered")
			return reply{}
		}
	}

	// Nothing changes: the poll is answered after pollHold, the same.
	if r := wait(poll()); r.status != http.StatusOK || r.after < pollHold-time.Second {
		t.Errorf("an unchanged poll: %d %s after %v, want 200 after about %v", r.status, r.body, r.after, pollHold)
	}
	// A question: the waiting poll is answered at once, with it.
	got := poll()
	time.Sleep(300 * time.Millisecond)
	must(t, room.Ask(Question{Text: "?", Choices: []Choice{Yes, No}, Right: Yes}))
	if r := wait(got); r.status != http.StatusOK || !strings.Contains(r.body, `"phase":"open"`) || r.after > pollHold-time.Second {
		t.Errorf("a poll when the question came: %d %s after %v", r.status, r.body, r.after)
	}
	// The teacher ends class answers: the waiting poll says so.
	got = poll()
	time.Sleep(300 * time.Millisecond)
	must(t, s.Stop())
	if r := wait(got); r.status != http.StatusServiceUnavailable || !strings.Contains(r.body, `"stopped"`) {
		t.Errorf("a poll open when the teacher ended class answers: %d %s, want 503 stopped", r.status, r.body)
	}
}

// TestAPollBetweenTwoPollsIsToldClassAnswersEnded: a polling page waits
// 250 ms between two polls; the teacher's Stop in that pause left it to find
// the server gone and say "Connection lost" (class-answers failed so, three
// runs in four, 2026-12-08). Its next poll, within stopGrace, is told.
func TestAPollBetweenTwoPollsIsToldClassAnswersEnded(t *testing.T) {
	room := NewRoom(nil)
	s, err := Start(room, "127.0.0.1", testLimits)
	must(t, err)
	p := newPhone(t, newClient(), s.URL())
	seen := p.state().key()
	stopped := make(chan error, 1)
	go func() { stopped <- s.Stop() }()
	time.Sleep(stopGrace / 3) // the page's pause between two polls
	status, body := p.get("state?device=" + p.device + "&seen=" + url.QueryEscape(seen))
	if status != http.StatusServiceUnavailable || !strings.Contains(string(body), `"stopped"`) {
		t.Errorf("a poll just after the teacher ended class answers: %d %s, want 503 stopped", status, body)
	}
	must(t, <-stopped)
}
