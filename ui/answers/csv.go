package answers

import (
	"encoding/csv"
	"io"
	"strconv"
)

// WriteCSV writes the counts of results as CSV, one row per choice and
// round: the question's number and text (the app's), quiz (pre, post or
// empty) and item, the round, the choice (as on the wire: "square:5",
// "x" …), how many chose it, and whether it is the right choice. Counts
// only: nothing about a phone or a student.
func WriteCSV(w io.Writer, results []Result) error {
	out := csv.NewWriter(w)
	out.Write([]string{"question", "text", "quiz", "item", "round", "choice", "count", "right"})
	for _, res := range results {
		q := res.Question
		for round, counts := range res.Rounds {
			for i, n := range counts {
				right := ""
				if q.Right != "" {
					right = strconv.FormatBool(q.Choices[i] == q.Right)
				}
				out.Write([]string{strconv.Itoa(res.ID), q.Text, quizNames[q.Quiz], q.Item, strconv.Itoa(round + 1),
					string(q.Choices[i]), strconv.Itoa(n), right})
			}
		}
	}
	out.Flush()
	return out.Error()
}

var quizNames = [...]string{NoQuiz: "", PreQuiz: "pre", PostQuiz: "post"}
