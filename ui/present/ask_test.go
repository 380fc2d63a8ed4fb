package present

import (
	"testing"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/lesson"
)

// The presenter's "You could also ask" suggests only a question whose
// answer is not on the projector and that fits the slide: none beside the
// two paths or the gloves, no count of the possible boards while they are
// on show, no "if X chooses" once the coin decides or has decided.
func TestTheTeacherIsOfferedOnlyQuestionsThatFitTheSlide(t *testing.T) {
	lessons, err := lesson.Load(assets.LessonFiles(), "en")
	if err != nil {
		t.Fatal(err)
	}
	named := func(name string) *lesson.Lesson {
		for _, l := range lessons {
			if l.Name == name {
				return l
			}
		}
		t.Fatalf("no lesson %s", name)
		return nil
	}
	at := func(l *lesson.Lesson, i int) View {
		s, _ := l.State(i)
		return View{Lesson: l, Step: i, OnShow: s, Paths: l.Steps[i].Picture == lesson.PictureTwoPaths}
	}
	metaphor := named("07-metaphor")
	last := len(metaphor.Steps) - 1
	for i, st := range metaphor.Steps {
		if st.Question != "" {
			continue
		}
		if q, _ := stepQuestion(at(metaphor, i)); q != "" && i != last {
			t.Errorf("lesson 7, step %d (%.40q…): the teacher is offered %q", i+1, st.Text, q)
		}
	}
	v := at(metaphor, last)
	if q, _ := stepQuestion(v); q == "" {
		t.Error("at lesson 7's last step, where X chooses, the teacher is offered no question")
	}
	v.Coin = true
	if q, _ := stepQuestion(v); q != "" {
		t.Errorf("at lesson 7's last step with the coin on, the teacher is offered %q", q)
	}
	v.Coin = false
	if _, err := v.OnShow.Apply(game.ChooseAction(4)); err != nil {
		t.Fatal(err)
	}
	if q, _ := stepQuestion(v); q != "" {
		t.Errorf("at lesson 7's last step after the collapse, the teacher is offered %q", q)
	}

	superposition := named("01-superposition")
	for i, st := range superposition.Steps {
		v := at(superposition, i)
		v.Boards = true
		if q, _ := stepQuestion(v); st.Question == "" && q != "" {
			t.Errorf("lesson 1, step %d, the possible boards on show: the teacher is offered %q", i+1, q)
		}
	}
}
