package settings

// Every key the app keeps in Fyne's preferences, in one place. Values are
// stored as names, not numbers, so that the file reads well and survives
// reordering.

// The settings' keys, read by Load and written by Save.
const (
	keyLanguage          = "language"
	keyVariant           = "theme.variant"
	keyPalette           = "theme.palette"
	keyZoom              = "zoom"
	keyPresentationScale = "presentation.scale"
	keyPresentationHC    = "presentation.high-contrast"
	keyPresentationFull  = "presentation.full-screen"
	keyAnimation         = "animation.speed"
	keyOpponent          = "opponent.level"
)

// The keys of the values the Store keeps for parts of the window, and
// of the new game's and the autosave's (ui/newgame.go).
const (
	// keyWindowWidth and keyWindowHeight keep the window's size for the
	// next start.
	keyWindowWidth  = "window.width"
	keyWindowHeight = "window.height"

	// keyRecordFolder keeps the folder of the last game record opened or
	// saved, as a URI, where the next file dialog opens.
	keyRecordFolder = "files.folder"

	// keyLaptopScreen keeps the screen the teacher chose, by swapping,
	// for the presenter view.
	keyLaptopScreen = "presenter.laptopScreen"

	// KeyAutosaveUnsaved said whether the autosaved game holds actions
	// that no game record file holds, before the autosave said it itself:
	// read only for an autosave written then.
	KeyAutosaveUnsaved = "autosave.unsaved"

	// keyNewGameSide remembers whom the last new game was between: "two",
	// "x" (the computer plays X) or "o". Its level is the opponent level.
	keyNewGameSide = "opponent.side"

	// keyGameSide and keyGameLevel kept whom the autosaved game is
	// played against (the computer's side, "two", "x" or "o", and level)
	// before the autosave said it itself: read only for an autosave
	// written then.
	keyGameSide  = "autosave.opponent.side"
	keyGameLevel = "autosave.opponent.level"
)
