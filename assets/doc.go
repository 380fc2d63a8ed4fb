// Package assets is what the app ships inside its binary: its icon, the
// fonts (the Korean subset), the translations, the lessons, the practice
// puzzles and the teacher's guide with its quiz, each in the six
// languages where it has words.
package assets
