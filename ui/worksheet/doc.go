// Package worksheet writes what a teacher prints, as PDF: a lesson's
// worksheet (the lesson's positions drawn as boards, each with a question,
// its choices to tick and room to answer, blank boards for playing on
// paper, the teacher's guide's quiz twice, for before and after the class,
// and an answer key on a page of its own) and the teacher's guide itself.
// It needs no display, so that the command line writes worksheets too
// (qttt --worksheet). The questions on a lesson's positions are
// narrate.StepQuestion's, which the presenter's view shows the teacher
// too. The browser build (build tag js), which can save no file, has no
// PDF writer: there Run says so.
package worksheet
