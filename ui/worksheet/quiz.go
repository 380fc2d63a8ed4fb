package worksheet

import (
	"bufio"
	"bytes"
	"errors"
	"strings"
)

// Quiz is the short quiz of the teacher's guide, given before and after a
// class: a title and questions with their answers.
type Quiz struct {
	Title     string
	Questions []Question
}

// Question is one question of a quiz and its answer.
type Question struct {
	Text, Answer string
}

// ParseQuiz reads a quiz in the Markdown of assets/guide/quiz.LANG.md: a
// "# " title, then a numbered list of questions, each followed by its
// answer quoted on the lines below it ("   > ..."). Lines that continue a
// question or an answer join it with a space.
func ParseQuiz(md []byte) (Quiz, error) {
	var q Quiz
	answering := false
	sc := bufio.NewScanner(bytes.NewReader(md))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
		case strings.HasPrefix(line, "# ") && q.Title == "":
			q.Title = strings.TrimSpace(line[2:])
		case numbered(line) != "":
			q.Questions = append(q.Questions, Question{Text: numbered(line)})
			answering = false
		case len(q.Questions) == 0:
			return Quiz{}, errors.New("quiz: text before the first question: " + line)
		case strings.HasPrefix(line, ">"):
			last := &q.Questions[len(q.Questions)-1]
			last.Answer = join(last.Answer, strings.TrimSpace(line[1:]))
			answering = true
		case answering:
			last := &q.Questions[len(q.Questions)-1]
			last.Answer = join(last.Answer, line)
		default:
			last := &q.Questions[len(q.Questions)-1]
			last.Text = join(last.Text, line)
		}
	}
	if err := sc.Err(); err != nil {
		return Quiz{}, err
	}
	if q.Title == "" || len(q.Questions) == 0 {
		return Quiz{}, errors.New("quiz: no title or no questions")
	}
	for _, question := range q.Questions {
		if question.Answer == "" {
			return Quiz{}, errors.New("quiz: no answer to " + question.Text)
		}
	}
	return q, nil
}

// numbered returns the text of a numbered list item ("3. Text"), or "".
func numbered(line string) string {
	digits := strings.TrimLeft(line, "0123456789")
	if len(digits) == len(line) || !strings.HasPrefix(digits, ". ") {
		return ""
	}
	return strings.TrimSpace(digits[2:])
}
