package model

import "slices"

// Class answers' view modes: what they show in place of the board. The
// room, its rounds and its server are outside the model (package
// classanswers), which tells it of their news; like the other view modes,
// these are not refused while a question waits.

// JoinCardOnShow reports whether class answers show the card that tells
// the class how to join in place of the board: from their start until
// the phones are first asked a question.
func (m *Model) JoinCardOnShow() bool { return m.view.joinCard }

// ChartAway reports whether the teacher put the chart of how the class
// answered away, for the board whole.
func (m *Model) ChartAway() bool { return m.view.chartAway }

// AnswersStarted shows how to join class answers, which just started,
// until the phones are asked a question.
func (m *Model) AnswersStarted() {
	m.view.joinCard = true
	m.changed(nil)
}

// SlideSeen is told, in presentation mode, the blocks of text of the
// class view's slide that the class has seen: those of the pages up to
// the one on show. It changes nothing on show; class answers read it
// (QuestionSeen) at the next change.
func (m *Model) SlideSeen(blocks []string) { m.view.seen = slices.Clone(blocks) }

// QuestionSeen reports whether the class has seen text, a question of
// the step on show: out of presentation mode, where the window shows a
// step whole, always; in it, once the page that shows it has been on the
// projector. A question goes to the phones only then (teacher walk t8
// m7: the phones had a step's question while the projector was on the
// page before it).
func (m *Model) QuestionSeen(text string) bool {
	return !m.view.presented || slices.Contains(m.view.seen, text)
}

// AnswersChanged shows class answers' news: the server started or
// stopped, a round opened or closed, the phones' answers and connections.
func (m *Model) AnswersChanged() { m.changed(nil) }

// SetChartAway puts the chart of how the class answered away, for the
// board whole, or brings it back.
func (m *Model) SetChartAway(away bool) {
	m.view.chartAway = away
	m.changed(nil)
}
