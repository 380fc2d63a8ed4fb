package game

import (
	"errors"
	"fmt"
	"sort"
)

// Phase tells what the player to act must do now.
type Phase int8

// The phases of a game.
const (
	// PhasePlace: the mover places a spooky pair in two squares.
	PhasePlace Phase = iota
	// PhasePlaceFinal: one square without a classical mark is left, so X's
	// ninth move is a single classical mark there.
	PhasePlaceFinal
	// PhaseChoose: a move closed a cycle; the other player chooses where the
	// newest mark lands.
	PhaseChoose
	// PhaseOver: the game has ended.
	PhaseOver
)

// ActionKind says what an Action does.
type ActionKind int8

// The kinds of action.
const (
	// Place is a normal move: a spooky pair in Squares[0] and Squares[1].
	Place ActionKind = iota
	// PlaceFinal is X's ninth move as a single classical mark in Squares[0].
	PlaceFinal
	// Choose is a collapse choice: the newest mark lands in Squares[0].
	Choose
)

// Action is one thing a player does: a move or a collapse choice.
type Action struct {
	Kind    ActionKind
	Squares [2]Square // Squares[1] is used by Place only
}

// PlaceAction returns the move that puts a spooky pair in a and b.
func PlaceAction(a, b Square) Action { return Action{Kind: Place, Squares: [2]Square{a, b}} }

// FinalAction returns X's ninth move as a single classical mark in s.
func FinalAction(s Square) Action { return Action{Kind: PlaceFinal, Squares: [2]Square{s}} }

// ChooseAction returns the collapse choice that lands the newest mark in s.
func ChooseAction(s Square) Action { return Action{Kind: Choose, Squares: [2]Square{s}} }

// State is a position of the game. The zero State is the empty board with X
// to move. States are small values: copy one to keep it.
type State struct {
	moves   int8          // moves played so far
	pairs   [10][2]Square // pairs[m]: the squares of move m (both equal for a single classical mark)
	landed  [10]Square    // landed[m]: where mark m became classical, NoSquare while spooky
	owner   [9]Mark       // owner[s-1]: the classical mark in square s, 0 if none
	pending bool          // the last move closed a cycle and awaits a collapse choice
	over    bool          // the game has ended
	winner  Player        // the winner once over, NoPlayer for a draw
}

// Errors returned by Apply for actions the rules do not allow.
var (
	ErrGameOver    = errors.New("the game is over")
	ErrMustChoose  = errors.New("a collapse choice is due, not a move")
	ErrNoChoice    = errors.New("no collapse is pending")
	ErrBadSquare   = errors.New("squares are numbered 1 to 9")
	ErrSameSquare  = errors.New("the two marks of a pair must be in different squares")
	ErrClassical   = errors.New("that square already holds a classical mark")
	ErrNotInCycle  = errors.New("the newest mark can only land in one of its own two squares")
	ErrNeedsPair   = errors.New("a move is a pair of spooky marks in two squares")
	ErrNeedsSingle = errors.New("one square is left: the ninth move is a single classical mark")
)

// classicalError is the objection to a mark in square sq, which holds
// the classical mark m: it names both, and is an ErrClassical.
type classicalError struct {
	sq Square
	m  Mark
}

func (e classicalError) Error() string {
	return fmt.Sprintf("square %v already holds the classical mark %v", e.sq, e.m)
}

func (e classicalError) Unwrap() error { return ErrClassical }

// Moves returns the number of moves played.
func (s State) Moves() int { return int(s.moves) }

// Phase tells what must happen next.
func (s State) Phase() Phase {
	switch {
	case s.over:
		return PhaseOver
	case s.pending:
		return PhaseChoose
	case s.openSquares() == 1:
		return PhasePlaceFinal
	}
	return PhasePlace
}

// ToAct returns the player who acts next: the mover, or during a pending
// collapse the player who chooses. It is NoPlayer once the game is over.
func (s State) ToAct() Player {
	switch {
	case s.over:
		return NoPlayer
	case s.pending:
		return s.Newest().Player().Opponent()
	}
	return s.NextMark().Player()
}

// ToMove returns the player who places the next mark, or NoPlayer while a
// collapse is pending or once the game is over.
func (s State) ToMove() Player {
	if s.over || s.pending {
		return NoPlayer
	}
	return s.NextMark().Player()
}

// NextMark returns the mark the next move will place.
func (s State) NextMark() Mark { return Mark(s.moves + 1) }

// Newest returns the mark of the last move played, 0 before the first move.
func (s State) Newest() Mark { return Mark(s.moves) }

// Over reports whether the game has ended.
func (s State) Over() bool { return s.over }

// Winner returns the winner of a finished game, NoPlayer for a draw or a
// game still in progress.
func (s State) Winner() Player { return s.winner }

// Classical returns the classical mark in square sq, or 0 if there is none.
func (s State) Classical(sq Square) Mark { return s.owner[sq-1] }

// Spooky returns the spooky marks in square sq, in move order.
func (s State) Spooky(sq Square) []Mark {
	var marks []Mark
	for m := Mark(1); m <= s.Newest(); m++ {
		if s.IsSpooky(m) && (s.pairs[m][0] == sq || s.pairs[m][1] == sq) {
			marks = append(marks, m)
		}
	}
	return marks
}

// IsSpooky reports whether mark m has been played and is still spooky.
func (s State) IsSpooky(m Mark) bool {
	return m >= 1 && m <= s.Newest() && s.landed[m] == NoSquare
}

// Pair returns the two squares move m was placed in. For the single
// classical ninth mark both are the same square.
func (s State) Pair(m Mark) (Square, Square) { return s.pairs[m][0], s.pairs[m][1] }

// Landed returns the square where mark m became classical, or NoSquare
// while it is spooky (or not yet played).
func (s State) Landed(m Mark) Square { return s.landed[m] }

// Twin returns the other square of spooky mark m's pair, seen from sq.
func (s State) Twin(m Mark, sq Square) Square {
	if s.pairs[m][0] == sq {
		return s.pairs[m][1]
	}
	return s.pairs[m][0]
}

// openSquares counts the squares without a classical mark.
func (s State) openSquares() int {
	n := 0
	for _, m := range s.owner {
		if m == 0 {
			n++
		}
	}
	return n
}

// Legal returns every action the rules allow now, moves in ascending square
// order (each pair once, smaller square first).
func (s State) Legal() []Action {
	switch s.Phase() {
	case PhaseChoose:
		a, b := s.Pair(s.Newest())
		return []Action{ChooseAction(a), ChooseAction(b)}
	case PhasePlaceFinal:
		for _, sq := range Squares {
			if s.Classical(sq) == 0 {
				return []Action{FinalAction(sq)}
			}
		}
	case PhasePlace:
		var acts []Action
		for a := Square(1); a <= 9; a++ {
			for b := a + 1; b <= 9 && s.Classical(a) == 0; b++ {
				if s.Classical(b) == 0 {
					acts = append(acts, PlaceAction(a, b))
				}
			}
		}
		return acts
	}
	return nil
}

// Check reports why the rules do not allow action a now, or nil if they do.
func (s State) Check(a Action) error {
	if s.over {
		return ErrGameOver
	}
	if a.Kind == Choose {
		if !s.pending {
			return ErrNoChoice
		}
		if !a.Squares[0].Valid() {
			return ErrBadSquare
		}
		if x, y := s.Pair(s.Newest()); a.Squares[0] != x && a.Squares[0] != y {
			return ErrNotInCycle
		}
		return nil
	}
	if s.pending {
		return ErrMustChoose
	}
	final := s.Phase() == PhasePlaceFinal
	switch {
	case a.Kind == Place && final:
		return ErrNeedsSingle
	case a.Kind == PlaceFinal && !final:
		return ErrNeedsPair
	case a.Kind != Place && a.Kind != PlaceFinal:
		return fmt.Errorf("unknown action kind %d", a.Kind)
	}
	squares := a.Squares[:1]
	if a.Kind == Place {
		squares = a.Squares[:]
	}
	for _, sq := range squares {
		if !sq.Valid() {
			return ErrBadSquare
		}
		if s.Classical(sq) != 0 {
			return classicalError{sq, s.Classical(sq)}
		}
	}
	if a.Kind == Place && a.Squares[0] == a.Squares[1] {
		return ErrSameSquare
	}
	return nil
}

// Apply performs action a, or returns why the rules do not allow it and
// leaves the state unchanged. A collapse choice returns the cascade it set
// off; other actions return nil.
func (s *State) Apply(a Action) ([]Landing, error) {
	if err := s.Check(a); err != nil {
		return nil, err
	}
	switch a.Kind {
	case Choose:
		cascade := s.collapse(a.Squares[0])
		s.pending = false
		s.settle()
		return cascade, nil
	case PlaceFinal:
		s.moves++
		m := s.Newest()
		s.pairs[m] = [2]Square{a.Squares[0], a.Squares[0]}
		s.land(m, a.Squares[0])
		s.settle()
		return nil, nil
	}
	closes := s.Connected(a.Squares[0], a.Squares[1])
	s.moves++
	s.pairs[s.Newest()] = a.Squares
	s.pending = closes
	return nil, nil
}

// land makes mark m classical in square sq.
func (s *State) land(m Mark, sq Square) {
	s.landed[m] = sq
	s.owner[sq-1] = m
}

// settle ends the game if the classical marks now make a line or fill the
// board. It runs after every change that adds classical marks.
func (s *State) settle() {
	if lines := s.Lines(); len(lines) > 0 {
		s.over, s.winner = true, lines[0].Player
		return
	}
	if s.openSquares() == 0 {
		s.over = true
	}
}

// Lines returns the lines of classical marks on the board, the earliest
// completed first (by MaxMove, then by squares). While the game goes on
// there are none; when it ends with a win, Lines()[0] is the winning line.
func (s State) Lines() []Line {
	var lines []Line
	for _, l := range winLines {
		a, b, c := s.owner[l[0]-1], s.owner[l[1]-1], s.owner[l[2]-1]
		if a == 0 || b == 0 || c == 0 {
			continue
		}
		p := a.Player()
		if b.Player() != p || c.Player() != p {
			continue
		}
		lines = append(lines, Line{Player: p, Squares: l, MaxMove: max(a, b, c)})
	}
	sort.SliceStable(lines, func(i, j int) bool { return lines[i].MaxMove < lines[j].MaxMove })
	return lines
}
