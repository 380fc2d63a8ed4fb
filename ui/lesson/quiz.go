package lesson

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"strings"
)

// Quiz is the short quiz of the teacher's guide, given before and after a
// class: a title and questions with their answers and choices.
type Quiz struct {
	Title     string
	Questions []QuizQuestion
}

// QuizQuestion is one question of a quiz, its answer, and the answers a
// class chooses from (nil if it offers none).
type QuizQuestion struct {
	Text, Answer string
	Choices      *Choices
}

// The quiz's choices line, a Markdown comment that no reader of the guide
// sees: "<!-- choices: yes-no no -->".
const (
	quizChoicesPrefix = "<!-- choices:"
	quizChoicesSuffix = "-->"
)

// ParseQuiz reads a quiz in the Markdown of assets/guide/quiz.LANG.md: a
// "# " title, then a numbered list of questions, each followed by its
// answer quoted on the lines below it ("   > ...") and its choices in a
// comment ("   <!-- choices: yes-no no -->", written as after a lesson's
// "#choices:"). Lines that continue a question or an answer join it with a
// space.
func ParseQuiz(md []byte) (*Quiz, error) {
	q := &Quiz{}
	answering := false
	sc := bufio.NewScanner(bytes.NewReader(md))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
		case strings.HasPrefix(line, "# ") && q.Title == "":
			q.Title = strings.TrimSpace(line[2:])
		case numbered(line) != "":
			q.Questions = append(q.Questions, QuizQuestion{Text: numbered(line)})
			answering = false
		case len(q.Questions) == 0:
			return nil, errors.New("quiz: text before the first question: " + line)
		case strings.HasPrefix(line, quizChoicesPrefix):
			last := &q.Questions[len(q.Questions)-1]
			text, ok := strings.CutSuffix(line[len(quizChoicesPrefix):], quizChoicesSuffix)
			if !ok || last.Choices != nil {
				return nil, fmt.Errorf("quiz: question %d: write its choices once, on one line: <!-- choices: yes-no no -->", len(q.Questions))
			}
			c, err := ParseChoices(text)
			if err != nil {
				return nil, fmt.Errorf("quiz: question %d: %w", len(q.Questions), err)
			}
			last.Choices = c
		case strings.HasPrefix(line, ">"):
			last := &q.Questions[len(q.Questions)-1]
			last.Answer = joinLine(last.Answer, strings.TrimSpace(line[1:]))
			answering = true
		case answering:
			last := &q.Questions[len(q.Questions)-1]
			last.Answer = joinLine(last.Answer, line)
		default:
			last := &q.Questions[len(q.Questions)-1]
			last.Text = joinLine(last.Text, line)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if q.Title == "" || len(q.Questions) == 0 {
		return nil, errors.New("quiz: no title or no questions")
	}
	for _, question := range q.Questions {
		if question.Answer == "" {
			return nil, errors.New("quiz: no answer to " + question.Text)
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

// joinLine joins a line to text with a space.
func joinLine(text, line string) string {
	if text == "" {
		return line
	}
	return text + " " + line
}
