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

// The window's own keys.
const (
	// KeyWindowWidth and KeyWindowHeight keep the window's size for the
	// next start.
	KeyWindowWidth  = "window.width"
	KeyWindowHeight = "window.height"

	// KeyAutosaveUnsaved says whether the autosaved game holds actions
	// that no game record file holds.
	KeyAutosaveUnsaved = "autosave.unsaved"

	// KeyNewGameSide remembers whom the last new game was between: "two",
	// "x" (the computer plays X) or "o". Its level is the opponent level.
	KeyNewGameSide = "opponent.side"

	// KeyGameSide, KeyGameLevel and KeyGameActions let a game against the
	// computer go on after the app restarts: the computer's side and level,
	// and the game's actions in force in record notation, which the
	// autosave brings back.
	KeyGameSide    = "opponent.game.side"
	KeyGameLevel   = "opponent.game.level"
	KeyGameActions = "opponent.game.actions"
)
