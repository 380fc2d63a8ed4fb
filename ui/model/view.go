package model

import "github.com/qttt-edu/qttt/game"

// The view modes: what the window shows beside and in place of the game.
// They change nothing of the game and are not refused while a question
// waits.

// Presented reports whether presentation mode is on.
func (m *Model) Presented() bool { return m.presented }

// SetPresented turns presentation mode on or off; off, the class view
// is not blacked out any more.
func (m *Model) SetPresented(on bool) {
	if on != m.presented {
		m.presented, m.blank, m.glossary, m.aside = on, false, false, aside{}
		m.changed(nil)
	}
}

// Blank reports whether the class view is blacked out.
func (m *Model) Blank() bool { return m.blank }

// ToggleBlank blacks the class view out, or brings it back, as a
// clicker's B does in a slide show; only in presentation mode.
func (m *Model) ToggleBlank() Refusal {
	if !m.presented {
		return Nothing
	}
	m.blank = !m.blank
	m.changed(nil)
	return Done
}

// unblank brings back the class view blacked out, and reports whether it
// was: the clicker's next or previous then shows the class where it is,
// and moves nothing it did not see.
func (m *Model) unblank() bool {
	if !m.blank {
		return false
	}
	m.blank = false
	m.changed(nil)
	return true
}

// TeachingShown reports whether the teaching side (its tabs, the graph
// in place of the board) is on show.
func (m *Model) TeachingShown() bool { return !m.hideTeach }

// SetTeachingShown shows or hides the teaching side. Hidden, the graph
// gives the board its place back and the moves are on show.
func (m *Model) SetTeachingShown(on bool) {
	m.hideTeach = !on
	if !on {
		m.graphOnShow = false
		m.tab = TabMoves
	}
	m.changed(nil)
}

// GraphOnShow reports whether the graph is shown in place of the board:
// the possible boards instead while their tab is on show.
func (m *Model) GraphOnShow() bool { return m.graphOnShow }

// ToggleGraph shows the graph (or the possible boards, while their tab is
// on show) in place of the board, or the board again.
func (m *Model) ToggleGraph() {
	m.graphOnShow = !m.graphOnShow
	m.hideTeach = m.hideTeach && !m.graphOnShow
	m.changed(nil)
}

// Tab returns the side panel's tab on show.
func (m *Model) Tab() Tab { return m.tab }

// ShowTab shows tab t, and the teaching side if t is one of its tabs.
// The possible boards wait while a question is held, as they show where
// marks end up: any answer; but not for a question about them.
func (m *Model) ShowTab(t Tab) Refusal {
	switch {
	case t == TabBoards && m.Asking() && !m.boardsAsked():
		return AnswerFirst
	case t == m.tab && (t == TabMoves || !m.hideTeach):
		return Nothing // on show already: the tabs report what the window selected
	}
	if t != TabMoves {
		m.hideTeach = false
	}
	m.tab = t
	m.changed(nil)
	return Done
}

// GlossaryOnShow reports whether the glossary is on show in place of the
// class view's slide.
func (m *Model) GlossaryOnShow() bool { return m.glossary }

// ToggleGlossary shows the glossary in place of the class view's slide,
// in presentation mode, or hides it again; the next or previous step
// (Forward, Back) and Escape hide it too, and nothing else changes.
func (m *Model) ToggleGlossary() {
	m.glossary = !m.glossary && m.presented
	m.changed(nil)
}

// Explain shows the explanation's tab and has presentation mode narrate
// it in place of the open lesson's step, until the next step: the
// teacher asked for it (F1).
func (m *Model) Explain() {
	if m.tab == TabExplain && !m.hideTeach && m.narrating {
		return
	}
	m.tab, m.hideTeach, m.narrating = TabExplain, false, true
	m.changed(nil)
}

// Narrating reports whether the explanation was asked for (Explain),
// since the last step or slide shown.
func (m *Model) Narrating() bool { return m.narrating }

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
	if !m.presented {
		if t == TabExplain {
			m.Explain()
			return Done
		}
		return m.ShowTab(t)
	}
	switch {
	case m.aside.on && m.aside.key == t:
		m.endAside()
	case t == TabExplain && m.narrating && !m.aside.on: // narrated since before presentation mode
		m.narrating = false
	default:
		back := aside{on: true, key: t, tab: m.tab, hideTeach: m.hideTeach}
		if m.aside.on {
			back.tab, back.hideTeach = m.aside.tab, m.aside.hideTeach
		}
		switch {
		case t == TabBoards && m.Asking() && !m.boardsAsked():
			return AnswerFirst // the possible boards show where marks end up: any answer
		case t != TabExplain && m.tab == t && !m.hideTeach && !m.narrating:
			return Nothing // the step shows it already: there is nothing to go back to
		}
		m.aside = back
		m.tab, m.hideTeach, m.narrating = t, false, t == TabExplain
	}
	m.changed(nil)
	return Done
}

// Aside reports whether F1, F2 or F3 put a tab on the slide over the step
// on show: their key again, Page Down, Page Up and Escape go back to it.
func (m *Model) Aside() bool { return m.aside.on }

// endAside goes back from what F1, F2 or F3 put on the slide to the step
// as it was.
func (m *Model) endAside() {
	m.tab, m.hideTeach, m.narrating = m.aside.tab, m.aside.hideTeach, false
	m.aside = aside{}
}

// showCollapse puts the board on show in presentation mode as the
// collapse cascade plays: the class sees the marks land.
func (m *Model) showCollapse(cascade []game.Landing) {
	if !m.presented || len(cascade) == 0 {
		return
	}
	m.graphOnShow = false
	if m.tab == TabBoards || m.tab == TabGraph {
		m.tab = TabExplain
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
	case m.blank:
		m.unblank()
	case m.glossary:
		m.ToggleGlossary()
	case m.aside.on:
		m.endAside()
		m.changed(nil)
	case m.graphOnShow:
		m.ToggleGraph()
	case g.Reviewing() && !m.inLesson():
		return m.Review(g.At())
	case g.Selected() != game.NoSquare:
		return m.Select(game.NoSquare)
	case m.presented:
		m.SetPresented(false)
	default:
		return Nothing
	}
	return Done
}
