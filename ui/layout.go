package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/ui/panel"
	"github.com/qttt-edu/qttt/ui/style"
)

// boardBeside lays out two objects side by side: the board on the left,
// as wide as it is high if the panel on the right keeps at least its
// least width, and the panel with the rest. The board so keeps its place
// and size whatever the panel says. The panel's least width holds its
// tabs' row, if any, whole: no tab falls into the overflow menu. (The
// practice puzzles' board, package practice's beside, takes at most half
// the width instead: there the panel is the puzzle's question, answer and
// explanation, read while the board is studied, not a side panel.)
type boardBeside struct {
	tabs *container.AppTabs // the panel's tabs, nil for none
}

// panelEms is the panel's least width in units of the theme's text size:
// room for about fifty characters a line.
const panelEms = 26

// panelWidth returns the least width of the panel.
func (l boardBeside) panelWidth(panel fyne.CanvasObject) float32 {
	return max(panel.MinSize().Width, panelEms*theme.TextSize(), style.TabRowWidth(l.tabs))
}

var _ fyne.Layout = boardBeside{}

// Layout places the board (objects[0]) and the panel (objects[1]).
func (l boardBeside) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	board, panel := objects[0], objects[1]
	pad := theme.Padding()
	side := max(min(size.Height, size.Width-pad-l.panelWidth(panel)), board.MinSize().Width)
	board.Move(fyne.NewPos(0, 0))
	board.Resize(fyne.NewSize(side, size.Height))
	panel.Move(fyne.NewPos(side+pad, 0))
	panel.Resize(fyne.NewSize(size.Width-side-pad, size.Height))
}

// MinSize returns the room both objects need side by side.
func (l boardBeside) MinSize(objects []fyne.CanvasObject) fyne.Size {
	board, panel := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(board.Width+theme.Padding()+l.panelWidth(objects[1]), max(board.Height, panel.Height))
}

// sidePanel stacks the panel beside the board: the status line (objects[0],
// in a scroll), the review bar (objects[1]) and the guide (objects[2], a
// lesson, when one is open) at the top, as high as their text needs at the
// panel's width, and the tabs (objects[3]) with the rest of the height. The
// status line takes at most statusShare of the height, and the computer's
// review on it, past its first two lines, no more than up to adviceShare,
// so that the review leaves the list of moves it points to their room; or
// guidedStatusShare beside the guide. The guide is as high as its
// lesson's tallest step needs, so that the tabs' row stays in its place
// from step to step; it takes at most guideShare of the height. Both
// scroll their text if they need more, so that the tabs stay readable and
// a long text never makes the window grow. In presentation mode the
// window shows the class view instead (package present).
type sidePanel struct{}

var _ fyne.Layout = sidePanel{}

// The largest shares of the panel's height the status line and the guide
// take.
const (
	statusShare       = 0.5
	adviceShare       = 1.0 / 3
	guidedStatusShare = 0.2
	guideShare        = 0.4
)

// tallest is a guide that can size its text to show its every step whole
// in a width and height, with text no smaller than least (0: as large as
// the theme's, scrolled), and tell the height its tallest step then
// needs: a lesson.
type tallest interface {
	Fit(w, h, least float32) float32
}

// Layout places the panel's parts.
func (sidePanel) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	box, review, guide, tabs := objects[0].(*container.Scroll), objects[1], objects[2], objects[3]
	pad, text := theme.Padding(), textSizeOf(box)
	share := float32(statusShare)
	if guide.Visible() {
		share = guidedStatusShare
	}
	h := min(heightAt(box.Content, size.Width), share*size.Height)
	if st, ok := box.Content.(*panel.Status); ok && !guide.Visible() && st.Said().Review {
		h = min(h, max(adviceShare*size.Height, st.HeightToAdvice()))
	}
	if st, ok := box.Content.(*panel.Status); ok && h < box.Content.MinSize().Height {
		h = st.WholeLines(h) // scrolled, it ends with a whole line
	}
	box.Move(fyne.NewPos(0, 0))
	box.Resize(fyne.NewSize(size.Width, h))
	y := h + pad
	if review.Visible() {
		review.Move(fyne.NewPos(0, y))
		y += heightAt(review, size.Width) + pad
	}
	tabsLeast := tabs.MinSize().Height
	if guide.Visible() {
		// The tabs' least height comes first: the most any of their pages
		// asks, not what those built so far ask, which grows the first
		// time a step opens Possible boards or the graph and would move
		// the guide's Back/Next row (the t9 walk: from y≈584 to y≈524).
		room := size.Height - y - pad - max(tabsLeast, tabsLeastEms*text)
		most := guideShare * size.Height
		need := guideNeed(guide, size.Width, most, 0)
		// Its bottom, where Next is, in one place for every step of the
		// lesson; lower where its tallest step, answer and all, needs it.
		h := max(share*size.Height+pad+most-y, min(share*size.Height+pad+need-y, room)) // as if the status line took its share: a hint that grows it moves no Next
		if room < h {
			h = max(room, min(need, guideMinEms*text))
		}
		guide.Move(fyne.NewPos(0, y))
		guide.Resize(fyne.NewSize(size.Width, h))
		y += h + pad
	}
	tabs.Move(fyne.NewPos(0, y))
	tabs.Resize(fyne.NewSize(size.Width, max(size.Height-y, tabsLeast)))
}

// guideNeed returns the height the guide needs at width w, given at most
// h, with text no smaller than least: its tallest step's, if it can tell
// it, else its text's now.
func guideNeed(guide fyne.CanvasObject, w, h, least float32) float32 {
	if c, ok := guide.(*fyne.Container); ok && len(c.Objects) == 1 {
		if t, ok := c.Objects[0].(tallest); ok {
			if h := t.Fit(w, h, least); h > 0 {
				return h
			}
		}
	}
	return heightAt(guide, w)
}

// tabsLeastEms is the least height, in units of the theme's text size,
// the tabs keep beside a lesson, whichever of their pages are built yet:
// their row and the tallest least of their pages, the graph's with its
// button (200 at the theme's 14; TestTheBackNextRowKeepsItsPlaceOnTheWindow
// finds a page that asks more).
const tabsLeastEms = 14.3

// guideMinEms is the most height, in units of the theme's text size, the
// guide asks of the window: given less than its text needs, it scrolls.
const guideMinEms = 10

// MinSize returns the room the parts need stacked, with the status line
// and the guide scrolled.
func (sidePanel) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var min fyne.Size
	text := textSizeOf(objects[0])
	for i, o := range objects {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		if i == 2 {
			m.Height = fyne.Min(m.Height, guideMinEms*text)
		}
		min.Width = max(min.Width, m.Width)
		if min.Height > 0 {
			min.Height += theme.Padding()
		}
		min.Height += m.Height
	}
	return min
}

// textSizeOf returns the text size of the theme o is shown in: the app's,
// or presentation mode's class view's.
func textSizeOf(o fyne.CanvasObject) float32 {
	return theme.CurrentForWidget(o).Size(theme.SizeNameText)
}

// heightAt gives o the width w and returns the height it needs there.
// Wrapped text needs more lines when narrower, which its MinSize tells
// only once it has that width.
func heightAt(o fyne.CanvasObject, w float32) float32 {
	o.Resize(fyne.NewSize(w, o.MinSize().Height))
	h := o.MinSize().Height
	o.Resize(fyne.NewSize(w, h))
	return h
}
