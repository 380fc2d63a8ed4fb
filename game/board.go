package game

import "strconv"

// Square is a square of the board, numbered 1–9 row by row from the top
// left, as in the rules and in game records:
//
//	1 2 3
//	4 5 6
//	7 8 9
type Square int8

// NoSquare stands for "no square", e.g. where a mark has not landed yet.
const NoSquare Square = 0

// Squares lists the nine squares in order.
var Squares = [9]Square{1, 2, 3, 4, 5, 6, 7, 8, 9}

// Valid reports whether s is one of the nine squares.
func (s Square) Valid() bool { return s >= 1 && s <= 9 }

// Row returns the square's row, 0 (top) to 2 (bottom).
func (s Square) Row() int { return int(s-1) / 3 }

// Col returns the square's column, 0 (left) to 2 (right).
func (s Square) Col() int { return int(s-1) % 3 }

// String returns the square's number, "1" to "9".
func (s Square) String() string { return strconv.Itoa(int(s)) }

// Player is X or O.
type Player int8

// The players. NoPlayer stands for "nobody": no winner, or nobody to act.
const (
	NoPlayer Player = iota
	X
	O
)

// Opponent returns the other player.
func (p Player) Opponent() Player {
	switch p {
	case X:
		return O
	case O:
		return X
	}
	return NoPlayer
}

// String returns "X", "O" or "-" for NoPlayer.
func (p Player) String() string {
	switch p {
	case X:
		return "X"
	case O:
		return "O"
	}
	return "-"
}

// Mark is the mark of one move, named by its move number 1–9. X makes the
// odd moves and O the even ones, so the number alone tells whose mark it is.
type Mark int8

// MaxMoves is the number of moves in a full game.
const MaxMoves = 9

// Player returns the player who made the move.
func (m Mark) Player() Player {
	if m%2 == 1 {
		return X
	}
	return O
}

// String returns the mark as the rules write it, e.g. "X3" or "O4".
func (m Mark) String() string { return m.Player().String() + strconv.Itoa(int(m)) }

// Line is three classical marks of one player in a row, column or diagonal.
type Line struct {
	Player  Player
	Squares [3]Square
	// MaxMove is the highest move number among the line's marks: of two
	// lines made by one collapse, the one with the lower MaxMove was
	// completed earlier and wins.
	MaxMove Mark
}

// winLines lists the eight rows, columns and diagonals, each in ascending
// square order and the list itself in ascending order.
var winLines = [8][3]Square{
	{1, 2, 3}, {1, 4, 7}, {1, 5, 9}, {2, 5, 8},
	{3, 5, 7}, {3, 6, 9}, {4, 5, 6}, {7, 8, 9},
}
