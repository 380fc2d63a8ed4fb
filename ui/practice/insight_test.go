package practice

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// The t7 student walk at 1366×768: after "Right!" at Level 4 the last line
// of the explanation sat on the panel's bottom edge, cut, and needed
// scrolling: the panel was scrolled by a height measured before the
// explanation was laid out at the panel's width. Once an answer is shown,
// the verdict and the whole explanation are in sight, for every puzzle,
// and so are its title and question.
func TestTheWholeExplanationIsInSightOnceShown(t *testing.T) {
	ps := loadPuzzles(t)
	a := newApp(t)
	allSolved(a, ps)
	v, w := newView(t, a, ps)
	w.Resize(fyne.NewSize(1366, 690)) // the practice beside the board in a maximised window on a 1366×768 laptop
	for i, p := range ps {
		v.open(i)
		v.ShowAnswer()
		v.board.SkipAnimation()
		top := v.verdict.Position().Y - v.scroll.Offset.Y
		bottom := v.explanation.Position().Y + v.explanation.Size().Height - v.scroll.Offset.Y
		if top < 0 || bottom > v.scroll.Size().Height+0.5 {
			t.Errorf("%s: the verdict and explanation span %.0f–%.0f in a view of %.0f (scrolled by %.0f)",
				p.Name, top, bottom, v.scroll.Size().Height, v.scroll.Offset.Y)
		}
		// The title and the question stay in sight too, under the Levels
		// button (student walk t17 #12: P17's were scrolled off the top).
		d := fyne.CurrentApp().Driver()
		below := d.AbsolutePositionForObject(v.levelsBt).Y + v.levelsBt.Size().Height
		for _, l := range []*widget.Label{v.heading, v.question} {
			if !l.Visible() || d.AbsolutePositionForObject(l).Y < below-0.5 {
				t.Errorf("%s: %q is out of sight above the panel once the answer is shown", p.Name, l.Text)
			}
		}
	}
}
