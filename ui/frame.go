package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/ui/board"
	"github.com/qttt-edu/qttt/ui/coach"
	"github.com/qttt-edu/qttt/ui/model"
	"github.com/qttt-edu/qttt/ui/panel"
)

// frame is the window's arrangement: the place of the board, which
// something else can take for a while, and beside it the side panel: the
// status line, the review bar, a lesson's guide and the tabs.
type frame struct {
	board      *board.Board
	boardArea  *fyne.Container // the board, or what is shown in its place
	status     *panel.Status
	statusBox  *container.Scroll // the status line, scrolled when it is too long for its room
	moves      *panel.MoveList
	reviewBar  fyne.CanvasObject
	guide      *fyne.Container // above the tabs: a lesson, when one is open
	tabs       *container.AppTabs
	sideTabs   []sideTab                                       // every tab of the side panel in order, shown or not
	builders   map[*container.TabItem]func() fyne.CanvasObject // the contents of tabs not yet shown
	side       *fyne.Container                                 // the panel beside the board: status line, review bar, guide and tabs
	hintToShow bool                                            // a new line on why the last input did nothing waits to be scrolled into sight
	resized    chan struct{}                                   // the window's size changed (sizeKeeper), until App.keepSizes takes it
}

// sideTab is a tab of the side panel, the model's name of it, and
// whether it is shown.
type sideTab struct {
	item  *container.TabItem
	tab   model.Tab
	shown bool
}

// newFrame returns the arrangement of the board b, with the move list as the
// side panel's first tab, then pages, and reviewBar shown while
// reviewing. A tab the user selects is told to onTab.
func newFrame(b *board.Board, moves *panel.MoveList, reviewBar fyne.CanvasObject, onTab func(model.Tab), pages []sidePage) *frame {
	f := &frame{
		board:     b,
		boardArea: container.NewStack(b),
		status:    panel.NewStatus(),
		moves:     moves,
		reviewBar: reviewBar,
		guide:     container.NewStack(),
		tabs:      container.NewAppTabs(),
		builders:  map[*container.TabItem]func() fyne.CanvasObject{},
		resized:   make(chan struct{}, 1),
	}
	f.tabs.OnSelected = func(item *container.TabItem) {
		f.build(item)
		onTab(f.tabOf(item))
	}
	f.addSidePages(append([]sidePage{{tab: model.TabMoves, item: container.NewTabItem(lang.L("Moves"), moves)}}, pages...))
	f.guide.Hide()
	f.statusBox = container.NewVScroll(f.status)
	f.side = container.New(sidePanel{}, f.statusBox, f.reviewBar, f.guide, f.tabs)
	return f
}

// content arranges the window: the toolbar on top, the board as large as
// it fits, and beside it the side panel; a change of the window's size
// is told on resized.
func (f *frame) content(toolbar fyne.CanvasObject) fyne.CanvasObject {
	return container.New(&sizeKeeper{resized: f.resized}, container.NewBorder(toolbar, nil, nil, nil,
		container.NewPadded(container.New(boardBeside{tabs: f.tabs}, f.boardArea, f.side))))
}

// frameView is what the frame shows, as one render pass has it: the
// teaching side's part (teaching.render) and the rest (App.renderRest).
type frameView struct {
	teaching  bool              // the teaching tabs are shown among the side panel's
	tab       model.Tab         // the side panel's tab selected
	guide     fyne.CanvasObject // above the tabs: the open lesson, nil for none
	inPlace   fyne.CanvasObject // in place of the board, nil for the board
	status    coach.Status      // the status line
	reviewing bool              // the game is reviewed: the review bar shows, unless the guide gives the ways through
}

// render shows v: the frame's one writer, which App.renderRest calls
// once a pass. The move list follows the game itself (Update).
func (f *frame) render(v frameView) {
	if shown := len(f.tabs.Items) > 1; shown != v.teaching {
		for _, t := range f.sideTabs[1:] { // the move list's tab is always there
			f.showSideTab(t.item, v.teaching)
		}
	}
	if item := f.tabItem(v.tab); f.tabs.Selected() != item {
		f.tabs.Select(item)
	}
	f.showInPlaceOfBoard(v.inPlace)
	f.showGuide(v.guide)
	f.showStatus(v.status)
	f.moves.Update()
	f.update(v.reviewing)
}

// showStatus puts t on the status line, from its start whenever what it
// says changed: scrolled down to the end of one long text, as a review's,
// it would show the next one from its middle. A new line on why the last
// input did nothing, above the computer's advice, is scrolled into sight.
func (f *frame) showStatus(t coach.Status) {
	f.hintToShow = t.Hint != "" && t.Hint != f.status.Said().Hint
	if f.status.SetStatus(t) {
		f.statusBox.ScrollToTop()
	}
}

// showDetail shows the status line's detail unless a lesson's guide,
// which says it better, is on show.
func (f *frame) showDetail() {
	f.status.SetDetail(!f.guide.Visible())
	f.status.SetAside(f.guide.Visible())
}

// update shows the review bar while reviewing, unless a lesson's guide
// gives the ways through, and lays out the side panel again: the status
// line's height follows its text.
func (f *frame) update(reviewing bool) {
	if reviewing && !f.guide.Visible() {
		f.reviewBar.Show()
	} else {
		f.reviewBar.Hide()
	}
	f.side.Layout.Layout(f.side.Objects, f.side.Size())
	if f.hintToShow { // laid out at its new height first
		f.hintToShow = false
		f.statusBox.Refresh()
		top, bottom := f.status.HintSpan()
		f.statusBox.Offset.Y = min(max(f.statusBox.Offset.Y, bottom-f.statusBox.Size().Height), top)
		f.statusBox.Refresh()
	}
}

// sidePage is a tab of another part's for the side panel: the model's
// name for it, its item, and, for one whose content is made when the tab
// is first selected, what makes it (else nil).
type sidePage struct {
	tab   model.Tab
	item  *container.TabItem
	build func() fyne.CanvasObject
}

// addSidePages adds pages to the side panel, in order, after the others,
// while the frame is built. The tabs take the height below the status
// line.
func (f *frame) addSidePages(pages []sidePage) {
	for _, pg := range pages {
		f.sideTabs = append(f.sideTabs, sideTab{pg.item, pg.tab, true})
		// Items, not Append, which would lay out and measure every tab
		// again for each tab added.
		f.tabs.Items = append(f.tabs.Items, pg.item)
		if pg.build != nil {
			f.builders[pg.item] = pg.build
		}
	}
}

// build makes the content of the tab item, selected for the first time,
// if it was added by addLazySideTab.
func (f *frame) build(item *container.TabItem) {
	if build := f.builders[item]; build != nil {
		delete(f.builders, item)
		item.Content = build()
		f.tabs.Refresh()
	}
}

// tabOf returns the model's name of the side panel's tab item.
func (f *frame) tabOf(item *container.TabItem) model.Tab {
	for _, t := range f.sideTabs {
		if t.item == item {
			return t.tab
		}
	}
	return model.TabMoves
}

// tabItem returns the side panel's tab item the model calls tab.
func (f *frame) tabItem(tab model.Tab) *container.TabItem {
	for _, t := range f.sideTabs {
		if t.tab == tab {
			return t.item
		}
	}
	return f.sideTabs[0].item
}

// showSideTab shows or hides the side panel's tab item, which keeps its
// place among the others.
func (f *frame) showSideTab(item *container.TabItem, on bool) {
	var items []*container.TabItem
	for i, t := range f.sideTabs {
		if t.item == item {
			f.sideTabs[i].shown = on
		}
		if f.sideTabs[i].shown {
			items = append(items, t.item)
		}
	}
	selected := f.tabs.Selected()
	f.tabs.SetItems(items)
	if slices.Contains(items, selected) {
		f.tabs.Select(selected)
	}
}

// showInPlaceOfBoard shows obj where the board is, when it is not
// there already; nil shows the board again. A view put there is laid out
// again: the possible boards' text changed out of sight, and is laid out
// at their width, so that a wrapped line is not cut (seen at 1280×720).
func (f *frame) showInPlaceOfBoard(obj fyne.CanvasObject) {
	if obj == nil {
		obj = f.board
	}
	if f.inPlaceOfBoard() == obj {
		return
	}
	f.boardArea.Objects = []fyne.CanvasObject{obj}
	f.boardArea.Refresh()
	obj.Refresh()
}

// inPlaceOfBoard returns what is shown where the board is: the board, or
// what takes its place.
func (f *frame) inPlaceOfBoard() fyne.CanvasObject { return f.boardArea.Objects[0] }

// showGuide shows obj above the side panel's tabs; nil hides it.
func (f *frame) showGuide(obj fyne.CanvasObject) {
	f.guide.Objects = nil
	if obj != nil {
		f.guide.Objects = []fyne.CanvasObject{obj}
		f.guide.Show()
	} else {
		f.guide.Hide()
	}
	f.showDetail()
	f.guide.Refresh()
}

// reviewActions is what the review bar's buttons do to the window's
// model (a *model.Model).
type reviewActions interface {
	BackToGame() model.Refusal
	PlayFromHere() model.Refusal
}

// newReviewBar returns the bar shown while reviewing the game of m, with
// the ways back: to the game, and playing on from the position reviewed
// (the later actions stay in the record for Redo until a new action is
// played).
func newReviewBar(m reviewActions) fyne.CanvasObject {
	back := widget.NewButtonWithIcon(lang.L("Back to game"), theme.MediaFastForwardIcon(), func() { m.BackToGame() })
	back.Importance = widget.HighImportance
	here := widget.NewButtonWithIcon(lang.L("Play from here"), theme.MediaPlayIcon(), func() { m.PlayFromHere() })
	return container.NewHBox(back, here)
}
