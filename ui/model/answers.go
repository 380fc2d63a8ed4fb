package model

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

// AnswersChanged shows class answers' news: the server started or
// stopped, a round opened or closed, the phones' answers and connections.
func (m *Model) AnswersChanged() { m.changed(nil) }

// SetChartAway puts the chart of how the class answered away, for the
// board whole, or brings it back.
func (m *Model) SetChartAway(away bool) {
	m.view.chartAway = away
	m.changed(nil)
}
