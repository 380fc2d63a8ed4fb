// Package command names what the user can do in the window, and says in
// one table how each command is reached: its label and icon, the menu it
// is in, its keyboard shortcuts and single key, and its places on the
// toolbar and among the presenter view's buttons. Controls builds a
// window's menus, toolbar, shortcuts and keys from the table, once the
// parts of the window have said how they run their commands (Handle), and
// gives a dialog or a screen over the window the keys while it is open;
// the parts of the window that do a command run it by its ID: nothing
// presses a key to run one, and nothing finds a menu by its title.
package command

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
)

// ID names a command.
type ID int

// The commands, in the order of the menus.
const (
	_ ID = iota
	NewGame
	Open
	Save
	CopyGame
	PasteGame
	PrintWorksheet
	ExportBoard
	Quit

	Undo
	Redo
	BackToGame
	Hint
	ReviewMistakes
	PlayComputer

	TeachingPanel
	GraphInPlace
	Glossary
	TabExplain
	TabBoards
	TabGraph
	TabLessons
	NextStep
	PreviousStep
	NextLesson
	PreviousLesson
	SkipQuestion
	WhatIf
	Coin
	TossAgain
	BlockPathA
	Practice
	ClassAnswers
	ShowSpread
	AnswerAgain
	ClassResults

	Present
	StartPresentation
	Blackout
	SwapScreens
	ZoomIn
	ZoomOut
	NormalSize
	Settings

	TeachersGuide
	Welcome
	HowToPlay

	Reveal

	// The keys that play (PlayKeys).
	Square1 // Square1+n-1 is square n's key, 1–9
	Square2
	Square3
	Square4
	Square5
	Square6
	Square7
	Square8
	Square9
	Cancel     // Escape
	Earlier    // Left
	Later      // Right
	GoOn       // Enter
	ScrollDown // Down
	ScrollUp   // Up
)

// Menu names a menu of the menu bar.
type Menu int

// The menus, in the menu bar's order.
const (
	NoMenu Menu = iota
	File
	Game
	Teach
	View
	Help
)

// Menus are the menus of the menu bar, in its order.
var Menus = []Menu{File, Game, Teach, View, Help}

// Title returns the menu's title in the language in force.
func (m Menu) Title() string {
	switch m {
	case File:
		return lang.L("File")
	case Game:
		return lang.L("Game")
	case Teach:
		return lang.L("Teach")
	case View:
		return lang.L("View")
	case Help:
		return lang.L("Help")
	}
	return ""
}

// Submenu names a submenu of a menu: commands a student alone seldom
// needs, kept out of the way so that the menu fits a 1366×768 screen.
type Submenu int

// The submenus.
const (
	NoSubmenu Submenu = iota
	SideTabs          // Teach › Side panel tabs
	ByPhone           // Teach › Class answers by phone
)

// Title returns the submenu's title in the language in force.
func (s Submenu) Title() string {
	switch s {
	case SideTabs:
		return lang.L("Side panel tabs")
	case ByPhone:
		return lang.L("Class answers by phone")
	}
	return ""
}

// Spec is how the user reaches a command.
type Spec struct {
	ID    ID
	Label string // in the language in force
	Icon  fyne.Resource

	Menu      Menu    // NoMenu: in no menu
	Submenu   Submenu // the submenu of Menu it is in, NoSubmenu for none
	Separated bool    // a separator above it in its menu (above its submenu, for the submenu's first)

	// Shortcuts are its keyboard shortcuts with a modifier; the first is
	// shown in its menu.
	Shortcuts []fyne.Shortcut
	// Key is the single key that runs it, in every window of the app, in
	// presentation mode too, while no widget has the keyboard focus; it is
	// shown in its menu where it has no shortcut.
	Key fyne.KeyName
	// MoreKeys are other single keys that run it, as Key does: the ones a
	// presentation clicker sends where it differs from a keyboard.
	MoreKeys []fyne.KeyName
	// MenuKey is a key its menu item names that is not its own, where
	// it has neither Shortcuts nor Key: the keys that play bind it, for
	// more than the command (Escape, for Back to game).
	MenuKey fyne.KeyName

	Toolbar int // its place on the toolbar, from 1; 0 for none

	Presenter     int           // its place among the presenter view's buttons, from 1; 0 for none
	PresenterIcon fyne.Resource // the button's icon there, where not Icon
	PresenterKey  bool          // the button names the key too
}

// MenuShortcut returns the shortcut its menu item shows: the first of
// Shortcuts, else Key, else MenuKey; nil for none.
func (s Spec) MenuShortcut() fyne.Shortcut {
	switch {
	case len(s.Shortcuts) > 0:
		return s.Shortcuts[0]
	case s.Key != "":
		return &desktop.CustomShortcut{KeyName: s.Key}
	case s.MenuKey != "":
		return &desktop.CustomShortcut{KeyName: s.MenuKey}
	}
	return nil
}

// Table returns every command, in the order of the menus, labelled in
// the language in force.
func Table() []Spec {
	return []Spec{
		{ID: NewGame, Label: lang.L("New game"), Icon: theme.DocumentCreateIcon(), Menu: File, Shortcuts: ctrl(fyne.KeyN), Toolbar: 1},
		{ID: Open, Label: lang.L("Open…"), Icon: theme.FolderOpenIcon(), Menu: File, Shortcuts: ctrl(fyne.KeyO), Toolbar: 2},
		{ID: Save, Label: lang.L("Save…"), Icon: theme.DocumentSaveIcon(), Menu: File, Shortcuts: ctrl(fyne.KeyS), Toolbar: 3},
		{ID: CopyGame, Label: lang.L("Copy game as text"), Icon: theme.ContentCopyIcon(), Menu: File},
		{ID: PasteGame, Label: lang.L("Paste game"), Icon: theme.ContentPasteIcon(), Menu: File},
		{ID: PrintWorksheet, Label: lang.L("Print worksheet…"), Icon: theme.DocumentPrintIcon(), Menu: File},
		{ID: ExportBoard, Label: lang.L("Export board as PNG…"), Icon: theme.MediaPhotoIcon(), Menu: File, Shortcuts: ctrl(fyne.KeyE)},
		{ID: Settings, Label: lang.L("Settings…"), Icon: theme.SettingsIcon(), Menu: File, Separated: true},
		{ID: Quit, Label: lang.L("Quit"), Menu: File, Separated: true, Shortcuts: ctrl(fyne.KeyQ)},

		{ID: Undo, Label: lang.L("Undo"), Icon: theme.ContentUndoIcon(), Menu: Game, Shortcuts: []fyne.Shortcut{&fyne.ShortcutUndo{}}, Toolbar: 4},
		{ID: Redo, Label: lang.L("Redo"), Icon: theme.ContentRedoIcon(), Menu: Game, Toolbar: 5, Shortcuts: []fyne.Shortcut{&fyne.ShortcutRedo{},
			&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}}},
		// Escape is the play keys' (it also skips a cascade and brings the
		// board back): the menu names it, the key is not the command's.
		{ID: BackToGame, Label: lang.L("Back to game"), Icon: theme.MediaFastForwardIcon(), Menu: Game, MenuKey: fyne.KeyEscape},
		{ID: Hint, Label: lang.L("Hint"), Icon: theme.HelpIcon(), Menu: Game, Key: fyne.KeyH, Toolbar: 7},
		{ID: ReviewMistakes, Label: lang.L("Review mistakes"), Icon: theme.SearchIcon(), Menu: Game, Key: fyne.KeyR},
		{ID: PlayComputer, Label: lang.L("Play against the computer…"), Icon: theme.ComputerIcon(), Menu: Game, Separated: true},

		{ID: TeachingPanel, Label: lang.L("Teaching panel"), Icon: theme.InfoIcon(), Menu: Teach, Shortcuts: ctrl(fyne.KeyT)},
		{ID: GraphInPlace, Label: lang.L("Entanglement graph in place of the board"), Icon: theme.ViewFullScreenIcon(), Menu: Teach, Key: fyne.KeyG},
		{ID: Glossary, Label: lang.L("Glossary"), Icon: theme.HelpIcon(), Menu: Teach, Key: fyne.KeyW},
		{ID: TabExplain, Label: lang.L("Explain"), Menu: Teach, Submenu: SideTabs, Separated: true, Key: fyne.KeyF1},
		{ID: TabBoards, Label: lang.L("Possible boards"), Menu: Teach, Submenu: SideTabs, Key: fyne.KeyF2},
		{ID: TabGraph, Label: lang.L("Graph"), Menu: Teach, Submenu: SideTabs, Key: fyne.KeyF3},
		{ID: TabLessons, Label: lang.L("Lessons"), Menu: Teach, Submenu: SideTabs, Key: fyne.KeyF4},
		{ID: NextStep, Label: lang.L("Next lesson step"), Icon: theme.NavigateNextIcon(), Menu: Teach, Separated: true, Key: fyne.KeyPageDown, Presenter: 2},
		{ID: PreviousStep, Label: lang.L("Previous lesson step"), Icon: theme.NavigateBackIcon(), Menu: Teach, Key: fyne.KeyPageUp, Presenter: 1},
		{ID: NextLesson, Label: lang.L("Next lesson"), Icon: theme.MediaSkipNextIcon(), Menu: Teach, Shortcuts: ctrl(fyne.KeyPageDown)},
		{ID: PreviousLesson, Label: lang.L("Previous lesson"), Icon: theme.MediaSkipPreviousIcon(), Menu: Teach, Shortcuts: ctrl(fyne.KeyPageUp)},
		{ID: SkipQuestion, Label: lang.L("Skip the question"), Icon: theme.MediaSkipNextIcon(), Menu: Teach},
		// Space reveals a lesson's answer, as the lesson view's button does.
		{ID: Reveal, Label: lang.L("Show answer"), Icon: theme.VisibilityIcon(), Key: fyne.KeySpace},
		{ID: WhatIf, Label: lang.L("What if…?"), Icon: theme.QuestionIcon(), Menu: Teach, Key: fyne.KeyI},
		{ID: Coin, Label: lang.L("Coin variant: a fair coin decides collapses"), Icon: theme.QuestionIcon(), Menu: Teach, Key: fyne.KeyC},
		{ID: TossAgain, Label: lang.L("Toss the coin again"), Icon: theme.ViewRefreshIcon(), Menu: Teach, Key: fyne.KeyT},
		{ID: BlockPathA, Label: lang.L("Block path A"), Icon: theme.ContentRemoveIcon(), Menu: Teach, Key: fyne.KeyE},
		{ID: Practice, Label: lang.L("Practice puzzles"), Icon: theme.QuestionIcon(), Menu: Teach, Separated: true, Key: fyne.KeyP},
		// Class answers (package answers): A starts and stops them; S stops
		// the round and shows the spread on the projector, D opens the second
		// round after the discussion. The reveal is the lesson's (Page Down).
		{ID: ClassAnswers, Label: lang.L("Class answers"), Icon: theme.ComputerIcon(), Menu: Teach, Submenu: ByPhone, Separated: true, Key: fyne.KeyA,
			Presenter: 4, PresenterKey: true},
		{ID: ShowSpread, Label: lang.L("Show the spread"), Icon: theme.ListIcon(), Menu: Teach, Submenu: ByPhone, Key: fyne.KeyS,
			Presenter: 5, PresenterKey: true},
		{ID: AnswerAgain, Label: lang.L("Answer again"), Icon: theme.ViewRefreshIcon(), Menu: Teach, Submenu: ByPhone, Key: fyne.KeyD,
			Presenter: 6, PresenterKey: true},
		{ID: ClassResults, Label: lang.L("Class answers: results…"), Icon: theme.DocumentIcon(), Menu: Teach, Submenu: ByPhone},

		{ID: Present, Label: lang.L("Presentation mode"), Icon: theme.ViewFullScreenIcon(), Menu: View, Key: fyne.KeyF11, Toolbar: 6,
			Presenter: 8, PresenterIcon: theme.ViewRestoreIcon(), PresenterKey: true},
		// A presentation clicker's keys, as PowerPoint takes them: F5 and
		// Shift+F5 start the show (where the class is: nothing is lost),
		// B and '.' black the projector out and back.
		{ID: StartPresentation, Label: lang.L("Start presentation"), Icon: theme.ViewFullScreenIcon(), Key: fyne.KeyF5,
			Shortcuts: []fyne.Shortcut{&desktop.CustomShortcut{KeyName: fyne.KeyF5, Modifier: fyne.KeyModifierShift}}},
		{ID: Blackout, Label: lang.L("Black screen"), Icon: theme.VisibilityOffIcon(), Menu: View, Key: fyne.KeyB,
			MoreKeys: []fyne.KeyName{fyne.KeyPeriod}, Presenter: 9, PresenterKey: true},
		{ID: SwapScreens, Label: lang.L("Swap screens"), Icon: theme.ViewRefreshIcon(), Key: fyne.KeyF12, Presenter: 7, PresenterKey: true},
		{ID: ZoomIn, Label: lang.L("Zoom in"), Icon: theme.ZoomInIcon(), Menu: View,
			Shortcuts: []fyne.Shortcut{ctrlKey(fyne.KeyPlus), ctrlKey(fyne.KeyEqual), &desktop.CustomShortcut{KeyName: fyne.KeyEqual, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}}},
		{ID: ZoomOut, Label: lang.L("Zoom out"), Icon: theme.ZoomOutIcon(), Menu: View, Shortcuts: ctrl(fyne.KeyMinus)},
		{ID: NormalSize, Label: lang.L("Normal size"), Icon: theme.ZoomFitIcon(), Menu: View, Shortcuts: ctrl(fyne.Key0)},

		{ID: TeachersGuide, Label: lang.L("Teacher's guide"), Icon: theme.HelpIcon(), Menu: Help, Presenter: 3},
		{ID: Welcome, Label: lang.L("Welcome"), Icon: theme.HomeIcon(), Menu: Help},
		{ID: HowToPlay, Label: lang.L("How to play"), Icon: theme.InfoIcon(), Menu: Help},
	}
}

// PlayKeys returns the keys that play and step, each with its command,
// in no menu and on no button: the squares' numbers (the digit row and
// the numeric keypad), Escape, the arrow keys and Enter. The window
// handles them as it handles the table's commands.
func PlayKeys() []Spec {
	keys := []Spec{
		{ID: Cancel, Key: fyne.KeyEscape},
		{ID: Earlier, Key: fyne.KeyLeft},
		{ID: Later, Key: fyne.KeyRight},
		{ID: GoOn, Key: fyne.KeyReturn, MoreKeys: []fyne.KeyName{fyne.KeyEnter}},
		{ID: ScrollDown, Key: fyne.KeyDown},
		{ID: ScrollUp, Key: fyne.KeyUp},
	}
	for i, k := range []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key7, fyne.Key8, fyne.Key9} {
		keys = append(keys, Spec{ID: Square1 + ID(i), Key: k})
	}
	return keys
}

// Tabs are the commands that show the teaching tabs, in their order.
var Tabs = []ID{TabExplain, TabBoards, TabGraph, TabLessons}

// Find returns the spec of the command id in table.
func Find(table []Spec, id ID) Spec {
	for _, s := range table {
		if s.ID == id {
			return s
		}
	}
	return Spec{}
}

// ctrl returns the shortcut Ctrl+key (Cmd+key on macOS), alone.
func ctrl(key fyne.KeyName) []fyne.Shortcut { return []fyne.Shortcut{ctrlKey(key)} }

// ctrlKey returns the shortcut Ctrl+key (Cmd+key on macOS).
func ctrlKey(key fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
}
