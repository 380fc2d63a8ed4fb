// Package present is the classroom's presentation mode: the class view,
// which fills the projector's screen in a theme enlarged until the back
// row reads it; the presenter view, the teacher's window on the laptop's
// screen with the step to come and the answers; the choice of the screen
// for each; and putting the windows there and back.
//
// It knows the main window only through Host: the window, the parts the
// class view shows, the settings' themes and the commands by their IDs.
// The window calls Render once per render pass with what is on show, and
// Restyle when the settings change. It reaches the screens through a
// platform.Desktop, which tests replace with platform.Fake.
package present

import (
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/internal/command"
	"github.com/qttt-edu/qttt/ui/internal/dialogs"
	"github.com/qttt-edu/qttt/ui/internal/loop"
	"github.com/qttt-edu/qttt/ui/internal/platform"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/style"
)

// Host is what presentation mode needs of the main window.
type Host interface {
	// Window returns the main window, which shows the class view.
	Window() fyne.Window
	// ShowPresented puts the window's own parts in or out of presentation
	// mode: the menu bar, the toolbar's labels, the status line's detail.
	ShowPresented(on bool)
	// EndPresentation ends presentation mode, as the teacher asked by
	// closing the presenter view.
	EndPresentation()
	// Theme returns the settings' theme for the class view (presented)
	// or for the window and the laptop's screen.
	Theme(presented bool) style.Theme
	// FullScreen reports whether the settings put presentation mode full
	// screen on one screen.
	FullScreen() bool
	// Tabs returns the side panel's teaching tabs, in their order.
	Tabs() []Tab
	// Lessons returns the lessons the presenter view lists, in their
	// order.
	Lessons() []Choice
	// PresenterShown tells the window the presenter view's window as it
	// opens, nil once it closes: the window asks its questions there
	// meanwhile, so that nothing waits on the projector.
	PresenterShown(w fyne.Window)
	// PageShown tells the window which blocks of the slide on show the
	// class has seen, those of the pages up to the one on show, when more
	// came on show (a page turned, or a new slide) or a new slide starts
	// unseen. A question goes to the phones only once the class has seen
	// it (teacher walk t8 m7: the phones had a step's question while the
	// projector was on the page before it).
	PageShown(seen []string)
}

// Commands are the window's commands, which the presenter view's
// buttons and keys run: a *command.Controls.
type Commands interface {
	// Table returns the table of the window's commands.
	Table() []command.Spec
	// Invoke runs the command id, as its key does.
	Invoke(id command.ID)
	// BindAll has the main window's shortcuts and keys work on c too.
	BindAll(c fyne.Canvas)
}

// Choice is something the teacher can open from the presenter view: its
// title and how to open it.
type Choice struct {
	Title string
	Open  func()
}

// Tab is a teaching tab of the side panel: its title, its key and how to
// show it.
type Tab struct {
	Title string
	Key   fyne.KeyName
	Show  func()
}

// View is what the window shows now, for presentation mode.
type View struct {
	Presented bool
	Blank     bool           // the class view is blacked out
	Lesson    *lesson.Lesson // the open lesson, nil for none
	Step      int            // the lesson's step on show
	OnShow    game.State     // the position on show
	Slide     Slide          // what the class sees in presentation mode

	// For the presenter view:
	LessonIndex int    // the open lesson's place in Host.Lessons, -1 for none
	Asking      bool   // the step on show holds its question's answer back
	Coin        bool   // the coin variant is on
	Upcoming    string // with no lesson open, what Page Down shows next
	WhatIf      string // in a what-if branch, where it comes back to; "" outside one
	Tossed      bool   // the last action is the coin's toss, which can be tossed again
	Paths       bool   // the two paths are in place of the board: E blocks path A
	PathBlocked bool   // path A of the two paths is blocked: E opens it
	Boards      bool   // the possible boards are on show: their count is no question
	Glossary    bool   // the glossary is on the projector: Page Down, W or Escape closes it
	Aside       bool   // F1, F2 or F3 put a tab on the projector over the step: the same key, Page Down or Escape goes back
	Refused     string // why the last key did nothing, until the next; the class view never says it
	Answers     string // the live count of class answers; "" while they are off
	Plan        PlanStatus
}

// PlanStatus is where the class is in the guide's plan, for the
// presenter view; its zero value outside the plan.
type PlanStatus struct {
	Title     string       // the plan's item on show, or the lesson of the plan last open
	At, Count int          // its place in the plan, from 1, and the plan's parts: its items but the closing slide, which comes after them
	By        int          // the plan's minutes by the end of the item
	Began     time.Time    // when the plan's first item came on show: its minutes count from there
	Next      string       // the item Page Down shows at this one's end, "" for none
	Step      *lesson.Step // the plan's slide's step on show; nil for a lesson
	StepAt    int          // its index
	Steps     int          // the slide's steps
	NextStep  string       // the slide's next step's text, "" at its last
}

// Present is presentation mode in a main window.
type Present struct {
	host      Host
	cmds      Commands                 // the window's commands, which the presenter view runs
	on        bool                     // the class view is on show
	view      View                     // as last rendered
	normal    fyne.CanvasObject        // the window's content outside presentation mode
	normalOn  *container.ThemeOverride // normal in the window's theme, once the class view has had its parts in its own
	class     *Autoscale               // the class view, while on show
	deck      *Deck                    // the class view's slides
	presenter *presenter               // the teacher's window while the class sees the main window on a second screen
	stage     stage                    // where presentation mode puts the windows
	repaint   func(fyne.CanvasObject)  // draws an object again: canvas.Refresh, or a test's
	themed    [2]fyne.CanvasObject     // the slide's pictures last put in the class view's theme
	changing  bool                     // in Render or a page's turn: more of the slide seen meanwhile waits for TellSeen
	more      bool                     // more of the slide came on show since the window was last told (TellSeen)
}

// New returns presentation mode for the window of h, on the screens of
// desk, keeping the teacher's choice of screens in chosen; l runs what
// waits: the later steps of placing the windows, and telling the window
// what the class saw of a slide cut anew.
func New(h Host, cmds Commands, desk platform.Desktop, chosen Chosen, l loop.Scheduler) *Present {
	p := &Present{host: h, cmds: cmds, stage: newStage(desk, chosen, l), deck: NewDeck(), repaint: canvas.Refresh}
	p.deck.onSeen = p.seenMore
	return p
}

// seenMore tells the window that more of the slide came on show: after
// the window's pass that rendered it (TellSeen) or a page's turn, else
// (the slide cut anew for a new size) once this layout is over.
func (p *Present) seenMore() {
	if p.changing {
		p.more = true
		return
	}
	p.stage.after(0, func() { p.host.PageShown(p.deck.Seen()) })
}

// TellSeen tells the window what the class has seen of the slide
// (Host.PageShown), if more of it came on show in the last Render: the
// window calls it once the pass that rendered the slide is over, so that
// what the model makes of it is a change of its own, not one inside the
// pass.
func (p *Present) TellSeen() {
	if p.more {
		p.more = false
		if p.on {
			p.host.PageShown(p.deck.Seen())
		}
	}
}

// win returns the main window.
func (p *Present) win() fyne.Window { return p.host.Window() }

// Render shows v: presentation mode on or off, as v says, and in the
// presenter view the lesson's step and the position's question. It tells
// the window nothing: what the class saw of a new slide, TellSeen tells.
func (p *Present) Render(v View) {
	p.changing = true
	p.render(v)
	p.changing = false
}

func (p *Present) render(v View) {
	wentOn := p.on && v.Presented && (v.LessonIndex != p.view.LessonIndex || v.Step != p.view.Step || v.Plan.At != p.view.Plan.At)
	p.view = v
	if v.Presented {
		p.deck.SetSlide(v.Slide)
	}
	p.show(v.Presented)
	if pictures := [2]fyne.CanvasObject{v.Slide.Visual, v.Slide.Below}; p.class != nil && pictures != p.themed {
		p.themed = pictures
		p.class.Adopt(pictures[:]...)
	}
	if p.class != nil {
		p.class.SetBlack(v.Blank)
	}
	if p.presenter != nil {
		if wentOn {
			p.keepScreens()
		}
		p.presenter.refresh(v)
	}
}

// keepScreens takes the screens the app guessed for the two views for
// the teacher's choice once the teacher goes on (another step, lesson or
// item of the plan, another page) without swapping them, as they are then on the right screens: the
// presenter view stops saying "Wrong screen? F12 swaps", and the next
// presentation puts the views there again without a guess.
func (p *Present) keepScreens() {
	if pr := p.presenter; pr != nil && pr.swapHint.Visible() {
		pr.showSwapHint(false, false)
		p.stage.chosen.SetLaptopScreen(screenID(p.stage.desk.Screens(), p.stage.laptop))
	}
}

// Restyle puts the settings' themes in force, as they changed.
func (p *Present) Restyle() {
	if p.class != nil {
		p.class.SetBase(p.host.Theme(true))
	}
	if p.normalOn != nil {
		p.normalOn.Theme = p.host.Theme(false)
		p.normalOn.Refresh()
	}
	if p.presenter != nil {
		p.presenter.setTheme(p.host.Theme(false))
	}
}

// show shows presentation mode on or off: the slides, in a theme
// enlarged until the back row reads them, the high contrast palette and
// the full screen as the settings say. With a second screen, the window
// fills that one, the projector, and the presenter's window opens on the
// laptop's.
func (p *Present) show(on bool) {
	if on == p.on {
		return
	}
	p.on = on
	win := p.win()
	size := win.Canvas().Size() // before the class view, larger, makes the window grow
	if on {
		if p.normal == nil {
			p.normal = win.Content()
		}
		p.class, p.themed = NewAutoscale(p.deck, p.host.Theme(true), p.classScale, p.repaintLater), [2]fyne.CanvasObject{}
		win.SetContent(p.class)
	} else {
		p.class = nil
		// The parts come back from the class view's theme to the window's.
		if p.normalOn == nil {
			p.normalOn = container.NewThemeOverride(p.normal, p.host.Theme(false))
		}
		p.normalOn.Theme = p.host.Theme(false)
		p.normalOn.Refresh() // before the window measures it
		win.SetContent(p.normalOn)
	}
	if on {
		p.enterStage(size)
	} else {
		p.leaveStage()
	}
	p.host.ShowPresented(on)
	if !on {
		p.restoreWindow()
	}
}

// repaintLater draws the class view a again a moment after it was laid
// out at a new size, and a moment after that: the window going full
// screen (F5, F11, the projector) is painted at once, but under X the
// first frame after a resize can go to the window's drawable at its size
// from before, which the screen then shows shifted and cut (the slide's
// text off its top, the board off its left), and nothing else draws the
// slide again until the next key or mouse move. Only a resize asks for
// it: an idle slide is not drawn again.
func (p *Present) repaintLater(a *Autoscale) {
	for _, d := range []time.Duration{pollTime, leaveTime} {
		p.stage.after(d, func() {
			if p.class == a {
				p.repaint(a)
			}
		})
	}
}

// PresenterWindow returns the presenter view's window while it is open,
// else nil.
func (p *Present) PresenterWindow() fyne.Window {
	if p.presenter == nil {
		return nil
	}
	return p.presenter.win
}

// ClassView returns the class view while presentation mode is on, else
// nil: its content can be replaced (SetContent), as by slides.
func (p *Present) ClassView() *Autoscale { return p.class }

// Next turns the class view's slide to its next page and reports
// whether it did: false out of presentation mode, or at the slide's last
// page, where the clicker's "next" goes on to the lesson's answer or step
// or the plan's next item. Prev turns back likewise.
func (p *Present) Next() bool { return p.on && p.turn(p.deck.Next) }

// Prev turns the class view's slide to its page before, as Next does.
func (p *Present) Prev() bool { return p.on && p.turn(p.deck.Prev) }

// turn turns a page with turn, tells the window what more of the slide
// the class saw, and reports whether it turned one.
func (p *Present) turn(turn func() bool) bool {
	p.changing = true
	ok := p.turned(turn())
	p.changing = false
	p.TellSeen()
	return ok
}

// turned shows in the presenter view the page now on show, if a page was
// turned, and reports whether one was.
func (p *Present) turned(ok bool) bool {
	if ok && p.presenter != nil {
		p.keepScreens()
		p.presenter.refresh(p.view) // the page in its line, and on the projector
	}
	return ok
}

// Deck returns the class view's slides.
func (p *Present) Deck() *Deck { return p.deck }

// ReadableLines is how many lines of a slide's text fit the height of
// the screen in presentation mode at the most: text smaller than 1/27 of
// the picture's height (28 px at 768) is hard to read from the back row.
const ReadableLines = 27

// classScale returns the least scale for readable text at the window's
// height (ReadableLines), in steps of 0.05: the same height gives the same
// scale. The window's, not the view's: the full screen's size is known only
// once the window fills it.
func (p *Present) classScale(fyne.Size) float32 {
	least := p.win().Canvas().Size().Height / ReadableLines / theme.DefaultTheme().Size(theme.SizeNameText)
	return float32(math.Ceil(float64(least)*20)) / 20
}

// openPresenter opens the presenter's window on the laptop. Closing it
// asks first, in it, whether to end presentation mode: a window closed
// by accident would drop the class.
func (p *Present) openPresenter() {
	pr := newPresenter(p.host, p.cmds, p.host.Theme(false), p.stage.after)
	pr.deck = p.deck
	pr.refresh(p.view)
	p.setPresenter(pr)
	pr.win.SetCloseIntercept(func() { p.askEnd(pr) })
	pr.win.SetOnClosed(func() {
		pr.stopClock()
		if p.presenter == pr {
			p.setPresenter(nil)
			p.host.EndPresentation()
		}
	})
}

// setPresenter makes pr the presenter view, nil for none, and tells the
// host its window.
func (p *Present) setPresenter(pr *presenter) {
	p.presenter = pr
	var w fyne.Window
	if pr != nil {
		w = pr.win
	}
	p.host.PresenterShown(w)
}

// askEnd asks, in the presenter view pr, whether to end presentation mode,
// as the teacher closed pr; keeping it on is the default, which a clicker's
// Page Down answers, and Escape, which answers no, keeps it on too: only
// the button ends it.
func (p *Present) askEnd(pr *presenter) {
	d := dialog.NewConfirm(lang.L("End presentation mode?"),
		lang.L("Closing the presenter view ends presentation mode, and the projector shows the app's whole window again."),
		func(keep bool) {
			if !keep && p.presenter == pr {
				pr.win.Close()
			}
		}, pr.win)
	d.SetConfirmText(lang.L("Keep presenting"))
	d.SetDismissText(lang.L("End presentation mode"))
	dialogs.Show(d, pr.win, d.Confirm, d.Confirm)
}
