package model

import "github.com/qttt-edu/qttt/game"

// The view modes: what the window shows beside and in place of the game.
// They change nothing of the game and are not refused while a question
// waits.

// Presented reports whether presentation mode is on.
func (m *Model) Presented() bool { return m.view.presented }

// SetPresented turns presentation mode on or off; off, the class view
// is not blacked out any more.
func (m *Model) SetPresented(on bool) {
	if on != m.view.presented {
		m.view.presented, m.view.blank, m.view.glossary, m.view.aside = on, false, false, aside{}
		m.changed(nil)
	}
}

// Blank reports whether the class view is blacked out.
func (m *Model) Blank() bool { return m.view.blank }

// ToggleBlank blacks the class view out, or brings it back, as a
// clicker's B does in a slide show; only in presentation mode.
func (m *Model) ToggleBlank() Refusal {
	if !m.view.presented {
		return Nothing
	}
	m.view.blank = !m.view.blank
	m.changed(nil)
	return Done
}

// unblank brings back the class view blacked out, and reports whether it
// was: the clicker's next or previous then shows the class where it is,
// and moves nothing it did not see.
func (m *Model) unblank() bool {
	if !m.view.blank {
		return false
	}
	m.view.blank = false
	m.changed(nil)
	return true
}

// TeachingShown reports whether the teaching side (its tabs, the graph
// in place of the board) is on show.
func (m *Model) TeachingShown() bool { return !m.view.hideTeach }

// SetTeachingShown shows or hides the teaching side. Hidden, the graph
// gives the board its place back and the moves are on show.
func (m *Model) SetTeachingShown(on bool) {
	m.view.hideTeach = !on
	if !on {
		m.view.graphOnShow = false
		m.view.tab = TabMoves
	}
	m.changed(nil)
}

// GraphOnShow reports whether the graph is shown in place of the board:
// the possible boards instead while their tab is on show.
func (m *Model) GraphOnShow() bool { return m.view.graphOnShow }

// ToggleGraph shows the graph (or the possible boards, while their tab is
// on show) in place of the board, or the board again.
func (m *Model) ToggleGraph() {
	m.view.graphOnShow = !m.view.graphOnShow
	m.view.hideTeach = m.view.hideTeach && !m.view.graphOnShow
	m.changed(nil)
}

// Tab returns the side panel's tab on show.
func (m *Model) Tab() Tab { return m.view.tab }

// ShowTab shows tab t, and the teaching side if t is one of its tabs.
// The possible boards wait while a question is held, as they show where
// marks end up: any answer; but not for a question about them.
func (m *Model) ShowTab(t Tab) Refusal {
	switch {
	case t == TabBoards && m.Asking() && !m.boardsAsked():
		return AnswerFirst
	case t == m.view.tab && (t == TabMoves || !m.view.hideTeach):
		return Nothing // on show already: the tabs report what the window selected
	}
	if t != TabMoves {
		m.view.hideTeach = false
	}
	m.view.tab = t
	m.changed(nil)
	return Done
}

// GlossaryOnShow reports whether the glossary is on show in place of the
// class view's slide.
func (m *Model) GlossaryOnShow() bool { return m.view.glossary }

// ToggleGlossary shows the glossary in place of the class view's slide,
// in presentation mode, or hides it again; the next or previous step
// (Forward, Back) and Escape hide it too, and nothing else changes.
func (m *Model) ToggleGlossary() {
	m.view.glossary = !m.view.glossary && m.view.presented
	m.changed(nil)
}

// Explain shows the explanation's tab and has presentation mode narrate
// it in place of the open lesson's step, until the next step: the
// teacher asked for it (F1).
func (m *Model) Explain() {
	if m.view.tab == TabExplain && !m.view.hideTeach && m.view.narrating {
		return
	}
	m.view.tab, m.view.hideTeach, m.view.narrating = TabExplain, false, true
	m.changed(nil)
}

// Narrating reports whether the explanation was asked for (Explain),
// since the last step or slide shown.
func (m *Model) Narrating() bool { return m.view.narrating }

// aside is a teaching tab the teacher put on the slide over the step on
// show, in presentation mode (F1, F2, F3), with the tab it replaced, to
// go back to.
type aside struct {
	on        bool
	key       Tab  // the tab asked for: TabExplain (narrated), TabBoards or TabGraph
	tab       Tab  // the tab on show before
	hideTeach bool // and whether the teaching side was hidden
}

// ShowAside shows the teaching tab t as F1, F2 and F3 do: outside
// presentation mode the tab (F1 narrating the explanation, Explain); in
// it, on the slide over the step on show, until t's key again, Page
// Down, Page Up or Escape goes back to the step as it was (Aside), as W
// does for the glossary. Another of these keys meanwhile shows its tab,
// and the way back is still to the step.
func (m *Model) ShowAside(t Tab) Refusal {
	if !m.view.presented {
		if t == TabExplain {
			m.Explain()
			return Done
		}
		return m.ShowTab(t)
	}
	switch {
	case m.view.aside.on && m.view.aside.key == t:
		m.view.endAside()
	case t == TabExplain && m.view.narrating && !m.view.aside.on: // narrated since before presentation mode
		m.view.narrating = false
	default:
		switch {
		case t == TabBoards && m.Asking() && !m.boardsAsked():
			return AnswerFirst // the possible boards show where marks end up: any answer
		case t != TabExplain && m.view.tab == t && !m.view.hideTeach && !m.view.narrating:
			return Nothing // the step shows it already: there is nothing to go back to
		}
		m.view.putAside(t)
	}
	m.changed(nil)
	return Done
}

// Aside reports whether F1, F2 or F3 put a tab on the slide over the step
// on show: their key again, Page Down, Page Up and Escape go back to it.
func (m *Model) Aside() bool { return m.view.aside.on }

// showCollapse puts the board on show in presentation mode as the
// collapse cascade plays: the class sees the marks land.
func (m *Model) showCollapse(cascade []game.Landing) {
	if !m.view.presented || len(cascade) == 0 {
		return
	}
	m.view.graphOnShow = false
	if m.view.tab == TabBoards || m.view.tab == TabGraph {
		m.view.tab = TabExplain
	}
}

// Escape does the one thing Escape means now, and never reveals or
// advances a lesson: it closes the glossary, goes back to the step from
// what F1, F2 or F3 put on the slide (ShowAside), brings the board back
// in place of the graph, ends
// a review (not a lesson's, whose steps are positions of its game),
// cancels a half-made move, or else leaves presentation mode, as it ends
// a slide show. The window skips a cascade on show first.
func (m *Model) Escape() Refusal {
	g := m.game
	switch {
	case m.question != NoQuestion:
		return Unanswered
	case m.view.blank:
		m.unblank()
	case m.view.glossary:
		m.ToggleGlossary()
	case m.view.aside.on:
		m.view.endAside()
		m.changed(nil)
	case m.view.graphOnShow:
		m.ToggleGraph()
	case g.Reviewing() && !m.inLesson():
		return m.Review(g.At())
	case g.Selected() != game.NoSquare:
		return m.Select(game.NoSquare)
	case m.view.presented:
		m.SetPresented(false)
	default:
		return Nothing
	}
	return Done
}
