package answers

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"
)

func TestChoicesAreTypedValues(t *testing.T) {
	for _, c := range []Choice{Square(1), Square(9), X, O, Nobody, Yes, No, Count(0), Count(12), Count(MaxCount)} {
		if !c.Valid() {
			t.Errorf("%q is not valid", c)
		}
	}
	for _, c := range []Choice{"", "X", "square:0", "square:10", "square:05", "square:", "square:+5", "count:-1",
		"count:1000", "count:007", "count:1e1", "maybe", "square:5 ", "<b>"} {
		if c.Valid() {
			t.Errorf("%q is valid", c)
		}
	}
	if n, ok := Square(7).Square(); !ok || n != 7 {
		t.Errorf("Square(7).Square() = %d, %v", n, ok)
	}
	if n, ok := Count(3).Count(); !ok || n != 3 {
		t.Errorf("Count(3).Count() = %d, %v", n, ok)
	}
}

func squares(ns ...int) []Choice {
	var cs []Choice
	for _, n := range ns {
		cs = append(cs, Square(n))
	}
	return cs
}

func TestAskRefusesAQuestionThatCannotBeAnswered(t *testing.T) {
	r := NewRoom(nil)
	for name, q := range map[string]Question{
		"one choice":      {Text: "?", Choices: squares(5)},
		"twice":           {Text: "?", Choices: []Choice{Yes, Yes}},
		"not a choice":    {Text: "?", Choices: []Choice{Yes, "perhaps"}},
		"right not among": {Text: "?", Choices: []Choice{Yes, No}, Right: X},
		"text too long":   {Text: strings.Repeat("a", MaxText+1), Choices: []Choice{Yes, No}},
		"not UTF-8":       {Text: "\xff", Choices: []Choice{Yes, No}},
		"thirteen":        {Text: "?", Choices: []Choice{Count(0), Count(1), Count(2), Count(3), Count(4), Count(5), Count(6), Count(7), Count(8), Count(9), Count(10), Count(11), Count(12)}},
	} {
		if err := r.Ask(q); err == nil {
			t.Errorf("%s: Ask accepted %+v", name, q)
		}
	}
	if v := r.View(); v.Phase != Waiting || v.Result.ID != 0 {
		t.Errorf("after refusals the room is %+v", v)
	}
}

func TestRoundsFollowPeerInstruction(t *testing.T) {
	r := NewRoom(nil)
	a, b := r.newDevice(), r.newDevice()
	if err := r.Close(); !errors.Is(err, ErrPhase) {
		t.Errorf("Close with no question: %v", err)
	}
	if err := r.Ask(Question{Text: "Where will X1 land?", Choices: squares(1, 5), Right: Square(5)}); err != nil {
		t.Fatal(err)
	}
	if err := r.Again(); !errors.Is(err, ErrPhase) {
		t.Errorf("Again while open: %v", err)
	}
	must(t, r.answer(a, 1, 1, Square(1)))
	must(t, r.answer(b, 1, 1, Square(1)))
	must(t, r.answer(b, 1, 1, Square(5))) // changed: still one answer
	must(t, r.answer(b, 1, 1, Square(5)))
	if v := r.View(); v.Result.Rounds[0][0] != 1 || v.Result.Rounds[0][1] != 1 || v.Result.Answers(0) != 2 {
		t.Errorf("round 1 counts %v, want [1 1]", v.Result.Rounds)
	}
	must(t, r.Close())
	if err := r.answer(a, 1, 1, Square(5)); err != errNotOpen {
		t.Errorf("an answer after Close: %v", err)
	}
	must(t, r.Again())
	if err := r.Again(); !errors.Is(err, ErrPhase) {
		t.Errorf("Again while the second round is open: %v", err)
	}
	if err := r.answer(a, 1, 1, Square(5)); err != errNotOpen {
		t.Errorf("a first-round answer in the second round: %v", err)
	}
	must(t, r.answer(a, 1, 2, Square(5)))
	must(t, r.answer(b, 1, 2, Square(5)))
	if s := r.stateFor(a); s.First != Square(1) || s.Answer != Square(5) || s.Right != "" || s.Question.Round != 2 {
		t.Errorf("a's state in round 2: %+v", s)
	}
	must(t, r.Reveal())
	v := r.View()
	if v.Phase != Revealed || !v.Result.Revealed || len(v.Result.Rounds) != 2 || v.Result.Rounds[1][1] != 2 {
		t.Errorf("after the reveal: %+v", v)
	}
	if s := r.stateFor(a); s.Right != Square(5) {
		t.Errorf("a's state after the reveal: %+v", s)
	}
	if err := r.Again(); !errors.Is(err, ErrPhase) {
		t.Errorf("a third round: %v", err)
	}
	r.End()
	if s := r.stateFor(a); s.Phase != "waiting" || s.Question != nil {
		t.Errorf("after End a phone sees %+v", s)
	}
	if len(r.Results()) != 1 {
		t.Errorf("Results after End: %v", r.Results())
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestDeviceIDsAreTheRoomsOwn(t *testing.T) {
	r, other := NewRoom(nil), NewRoom(nil)
	id := r.newDevice()
	if !r.issued(id) {
		t.Fatal("the room does not know its own device id")
	}
	forged := []byte(id)
	forged[0] ^= 1
	for _, bad := range []string{"", "00", strings.Repeat("0", 64), string(forged), other.newDevice(), id + "00", strings.ToUpper(id)[:63]} {
		if r.issued(bad) {
			t.Errorf("the room takes %q as its own", bad)
		}
	}
}

func TestARestoredRoomKeepsItsCountsAndAnswers(t *testing.T) {
	var stored []byte
	saves := 0
	r := NewRoom(func(data []byte) error { stored = data; saves++; return nil })
	must(t, r.Ask(Question{Text: "Who wins?", Choices: []Choice{X, O, Nobody}, Right: O}))
	a, b := r.newDevice(), r.newDevice()
	must(t, r.answer(a, 1, 1, X))
	must(t, r.answer(b, 1, 1, O))
	must(t, r.Flush())
	if saves != 1 {
		t.Errorf("%d saves for a question and two answers gathered, want 1", saves)
	}
	back, err := Restore(stored, nil)
	if err != nil {
		t.Fatal(err)
	}
	if back.Token() != r.Token() || back.Code() != r.Code() || !back.Updated().Equal(r.Updated()) {
		t.Error("the restored room has another token or code: phones would lose it")
	}
	if v := back.View(); v.Phase != Open || v.Result.Rounds[0][0] != 1 || v.Result.Rounds[0][1] != 1 {
		t.Errorf("restored: %+v", v)
	}
	must(t, back.answer(a, 1, 1, X)) // the same phone again: not counted twice
	must(t, back.answer(b, 1, 1, X)) // changed its mind
	if v := back.View(); v.Result.Rounds[0][0] != 2 || v.Result.Rounds[0][1] != 0 || v.Result.Answers(0) != 2 {
		t.Errorf("after the restart the counts are %v, want [2 0 0]", v.Result.Rounds)
	}
	if s := back.stateFor(a); s.Answer != X {
		t.Errorf("a phone back after the restart sees %+v", s)
	}
	if s := back.stateFor(b); s.Right != "" {
		t.Errorf("the restored room shows the right choice early: %+v", s)
	}
}

func TestRestoreRefusesADamagedRoom(t *testing.T) {
	var stored []byte
	r := NewRoom(func(data []byte) error { stored = data; return nil })
	must(t, r.Ask(Question{Text: "?", Choices: []Choice{Yes, No}, Right: Yes}))
	must(t, r.answer(r.newDevice(), 1, 1, Yes))
	must(t, r.Flush())
	if _, err := Restore(stored, nil); err != nil {
		t.Fatalf("the room as saved: %v", err)
	}
	edit := func(f func(*saved)) []byte {
		var s saved
		must(t, json.Unmarshal(stored, &s))
		f(&s)
		data, _ := json.Marshal(s)
		return data
	}
	for name, data := range map[string][]byte{
		"cut short":        stored[:len(stored)/2],
		"empty":            nil,
		"another version":  edit(func(s *saved) { s.Version = 99 }),
		"a count no phone": edit(func(s *saved) { s.Results[0].Rounds[0][1] = 5 }),
		"a negative count": edit(func(s *saved) { s.Results[0].Rounds[0][1] = -1 }),
		"a short token":    edit(func(s *saved) { s.Token = "abc" }),
		"a code in vowels": edit(func(s *saved) { s.Code = "AEIO" }),
		"a foreign choice": edit(func(s *saved) { s.Results[0].Question.Choices[1] = "maybe" }),
		"a third round":    edit(func(s *saved) { s.Results[0].Rounds = append(s.Results[0].Rounds, []int{0, 0}, []int{0, 0}) }),
		"open, no answers": edit(func(s *saved) { s.Answers = nil }),
	} {
		if _, err := Restore(data, nil); err == nil {
			t.Errorf("%s: Restore took it", name)
		}
	}
}

func TestCodesAreFourConsonants(t *testing.T) {
	for i := 0; i < 500; i++ {
		c := NewRoom(nil).Code()
		if !isCode(c) || strings.ContainsAny(c, "AEIOUYQ") {
			t.Fatalf("code %q", c)
		}
	}
}

func TestGainIsHakes(t *testing.T) {
	quiz := func(id int, quiz Quiz, item string, right, wrong int) Result {
		return Result{ID: id, Question: Question{Text: item, Choices: []Choice{Yes, No}, Right: Yes, Quiz: quiz, Item: item},
			Rounds: [][]int{{right, wrong}}}
	}
	results := []Result{
		quiz(1, PreQuiz, "a", 10, 30), // 25 %
		quiz(2, PreQuiz, "b", 20, 20), // 50 %
		quiz(3, PreQuiz, "c", 40, 0),  // 100 %: no gain to make
		quiz(4, PreQuiz, "d", 5, 5),   // never asked after
		{ID: 5, Question: Question{Text: "lesson", Choices: []Choice{Yes, No}, Right: Yes}, Rounds: [][]int{{1, 1}}},
		quiz(6, PostQuiz, "a", 30, 10), // 75 %
		quiz(7, PostQuiz, "b", 30, 10), // 75 %
		quiz(8, PostQuiz, "c", 36, 4),  // 90 %
	}
	overall, items := Gains(results)
	if len(items) != 3 || items[0].Item != "a" || items[1].Item != "b" || items[2].Item != "c" {
		t.Fatalf("items %+v, want a, b, c", items)
	}
	near := func(got, want float64) bool { return math.Abs(got-want) < 1e-9 }
	if g, ok := items[0].G(); !ok || !near(g, (0.75-0.25)/0.75) {
		t.Errorf("g(a) = %v, %v", g, ok)
	}
	if g, ok := items[1].G(); !ok || !near(g, 0.5) {
		t.Errorf("g(b) = %v, %v", g, ok)
	}
	if _, ok := items[2].G(); ok {
		t.Error("g(c) is defined though every pre-quiz answer was right")
	}
	// Over a, b and c: pre 70/120, post 96/120.
	if overall.Pre != (Score{70, 120}) || overall.Post != (Score{96, 120}) {
		t.Errorf("overall scores %+v", overall)
	}
	if g, ok := overall.G(); !ok || !near(g, (96.0/120-70.0/120)/(1-70.0/120)) {
		t.Errorf("overall g = %v, %v", g, ok)
	}
	if _, items := Gains(results[:4]); len(items) != 0 {
		t.Errorf("gains without a post-quiz: %+v", items)
	}
}

func TestCSVHoldsCountsOnly(t *testing.T) {
	r := NewRoom(nil)
	must(t, r.Ask(Question{Text: "Which square, X1?", Choices: squares(1, 5), Right: Square(5), Quiz: PreQuiz, Item: "q1"}))
	secret := r.newDevice()
	must(t, r.answer(secret, 1, 1, Square(1)))
	must(t, r.Close())
	must(t, r.Again())
	must(t, r.answer(secret, 1, 2, Square(5)))
	var buf bytes.Buffer
	must(t, WriteCSV(&buf, r.Results()))
	want := "question,text,quiz,item,round,choice,count,right\n" +
		"1,\"Which square, X1?\",pre,q1,1,square:1,1,false\n" +
		"1,\"Which square, X1?\",pre,q1,1,square:5,0,true\n" +
		"1,\"Which square, X1?\",pre,q1,2,square:1,0,false\n" +
		"1,\"Which square, X1?\",pre,q1,2,square:5,1,true\n"
	if buf.String() != want {
		t.Errorf("CSV:\n%s\nwant:\n%s", buf.String(), want)
	}
	if strings.Contains(buf.String(), secret) {
		t.Error("the CSV holds a device id")
	}
}
