package answers

// A Score is how many of a class's answers to quiz questions were right.
type Score struct{ Right, Answers int }

// Fraction is the share of right answers, 0 when there are none.
func (s Score) Fraction() float64 {
	if s.Answers == 0 {
		return 0
	}
	return float64(s.Right) / float64(s.Answers)
}

func (s Score) add(t Score) Score { return Score{s.Right + t.Right, s.Answers + t.Answers} }

// A Gain compares the class's answers to the pre-quiz and the post-quiz:
// for one item, or for every item asked in both.
type Gain struct {
	Item      string // "" for the whole quiz
	Pre, Post Score
}

// G returns Hake's normalized gain, (post − pre) / (1 − pre) with pre
// and post the shares of right answers: the part of what the class could
// still gain that it gained. It is not defined (false) without answers
// to both, or when every pre-quiz answer was right.
func (g Gain) G() (float64, bool) {
	if g.Pre.Answers == 0 || g.Post.Answers == 0 || g.Pre.Right == g.Pre.Answers {
		return 0, false
	}
	pre, post := g.Pre.Fraction(), g.Post.Fraction()
	return (post - pre) / (1 - pre), true
}

// Gains compares the pre-quiz and the post-quiz among results: each item
// asked in both, in the order the pre-quiz asked them, and all of them
// together (the class's shares of right answers over those items, as
// Hake's ⟨g⟩ takes class averages). A question counts its first round,
// the answers each student gave alone, and only when it has a right
// choice; an item asked twice in one quiz counts its last asking.
// Anonymous counts cannot follow a student from one quiz to the other,
// and need not: Hake's gain is one of class averages.
func Gains(results []Result) (overall Gain, items []Gain) {
	last := map[Quiz]map[string]Score{PreQuiz: {}, PostQuiz: {}}
	var order []string
	for _, res := range results {
		q := res.Question
		scores, quiz := last[q.Quiz]
		if !quiz || q.Right == "" {
			continue
		}
		if _, seen := last[PreQuiz][q.Item]; q.Quiz == PreQuiz && !seen {
			order = append(order, q.Item)
		}
		scores[q.Item] = Score{Right: res.Rounds[0][index(q.Choices, q.Right)], Answers: res.Answers(0)}
	}
	for _, item := range order {
		post, asked := last[PostQuiz][item]
		if !asked {
			continue
		}
		g := Gain{Item: item, Pre: last[PreQuiz][item], Post: post}
		items = append(items, g)
		overall.Pre, overall.Post = overall.Pre.add(g.Pre), overall.Post.add(g.Post)
	}
	return overall, items
}
