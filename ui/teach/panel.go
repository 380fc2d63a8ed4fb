package teach

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/qttt-edu/qttt/game"
	"github.com/qttt-edu/qttt/ui/narrate"
	"github.com/qttt-edu/qttt/ui/style"
)

// Panel is the teaching side panel: three short sections — superposition,
// entanglement, collapse — that describe the position on the board in
// plain words, the one that applies now lit up, the two-path experiment
// that shows what a real superposition does and a spooky mark cannot, and
// an honest note on where the metaphor ends. Feed it every new position
// with SetState and the square under the pointer with SetHover.
type Panel struct {
	widget.BaseWidget

	// OnHighlight is called with the squares of the entangled group under
	// the pointer, or nil when the pointer leaves it, so that the board can
	// light them. A lone pair is in superposition, not entangled: it lights
	// nothing.
	OnHighlight func(squares []game.Square)
	// OnGlossary is called when the glossary is asked for.
	OnGlossary func()

	moment   narrate.Moment
	lit      []game.Square // the squares last passed to OnHighlight
	active   narrate.Topic // the section last scrolled into view
	sections [3]*section   // superposition, entanglement, collapse
	metaphor *widget.Accordion
	glossary *widget.Button
	content  *fyne.Container
	scroll   *container.Scroll
}

// NewPanel returns a panel describing the empty board, with the players
// choosing collapses.
func NewPanel() *Panel {
	p := &Panel{
		sections: [3]*section{
			newSection(lang.L("Superposition"), theme.ColorNamePrimary),
			newSection(lang.L("Entanglement"), style.ColorEntangled),
			newSection(lang.L("Collapse"), style.ColorCycle),
		},
		metaphor: widget.NewAccordion(widget.NewAccordionItem(lang.L("Two paths to one detector"), NewTwoPaths()),
			widget.NewAccordionItem(lang.L("Where the metaphor ends"),
				&widget.Label{Text: metaphorLimits(), Wrapping: fyne.TextWrapWord, SizeName: theme.SizeNameSubHeadingText})),
	}
	// Closed: open under every explanation, it pushed the explanation of
	// the moment down and said the same thing at every step.
	p.glossary = widget.NewButtonWithIcon(lang.L("Glossary"), theme.HelpIcon(), func() {
		if p.OnGlossary != nil {
			p.OnGlossary()
		}
	})
	p.glossary.Importance = widget.LowImportance
	p.content = container.NewVBox(container.NewHBox(p.glossary), p.sections[0], p.sections[1], p.sections[2], p.metaphor)
	p.scroll = container.NewVScroll(p.content)
	p.ExtendBaseWidget(p)
	p.update()
	return p
}

// metaphorLimits returns the paragraph that says honestly how the game differs
// from quantum mechanics.
func metaphorLimits() string {
	return lang.L("The game is a metaphor, not a simulation. Here is where it ends.\n\nWhere a player chooses a collapse, there are no odds at all. In standard quantum physics, when a measurement's result is not certain, no one chooses it. Only the chance of each result is fixed, by the state and by what is measured.\n\nIn real physics, two ways to one result can cancel or reinforce each other. That is interference (lesson 7's two paths). It happens only while nothing records which way was taken. Interference makes a real superposition more than not knowing, and more than not deciding. Nothing in the game ever cancels.\n\nMarks are entangled because they compete for a square. Real entangled particles can be far apart when they are measured. Their results agree in a way that no answers carried by each particle can explain (lesson 8). Still, no message can be sent with them.\n\nThat a closed cycle collapses, and who chooses how, are rules of Allan Goff's game, not physics.\n\nThat the earlier line wins outright is this app's simplification. Goff's scoring gives that line 1 point and the other line ½ point.")
}

// SetState shows position s. cascade is the collapse that led to s, or nil
// if the last action was not a collapse.
func (p *Panel) SetState(s game.State, cascade []game.Landing) {
	p.moment.State, p.moment.Cascade = s, cascade
	p.update()
}

// SetHover tells the panel the square under the pointer (game.NoSquare when
// the pointer leaves the board). The panel names that square's entangled
// group first and asks the board to light it through OnHighlight.
func (p *Panel) SetHover(sq game.Square) {
	p.moment.Hover = sq
	p.update()
}

// SetChance says whether a coin decides collapses (the teaching variant)
// rather than the player.
func (p *Panel) SetChance(on bool) {
	if on == p.moment.Chance {
		return
	}
	p.moment.Chance = on
	p.update()
}

// SetAsking says whether a lesson's question waits for the class's answer:
// the panel then holds back what it would say about the position, and
// hides the two-path experiment and the metaphor's limits, which answer
// lesson 1's and lesson 7's questions (a blocked path A makes D click;
// teaching review t18-4 M1).
func (p *Panel) SetAsking(on bool) {
	if on == p.moment.Asking {
		return
	}
	p.moment.Asking = on
	if on {
		p.metaphor.CloseAll()
		p.metaphor.Hide()
	} else {
		p.metaphor.Show()
	}
	p.update()
}

// SetExperiment says whether a real experiment stands in place of the
// board: the panel then speaks of it, not of the board no one sees.
func (p *Panel) SetExperiment(on bool) {
	if on == p.moment.Experiment {
		return
	}
	p.moment.Experiment = on
	p.update()
}

// Explanation returns what the panel says now.
func (p *Panel) Explanation() narrate.Explanation { return narrate.Explain(p.moment) }

// CreateRenderer returns the panel's renderer.
func (p *Panel) CreateRenderer() fyne.WidgetRenderer {
	return &panelRenderer{p: p, objects: []fyne.CanvasObject{p.scroll}}
}

// Resize keeps the section that applies in view: at a new width the
// sections above it take another height, as when presentation mode gives
// the panel a column of larger text.
func (p *Panel) Resize(size fyne.Size) {
	if size == p.Size() {
		return
	}
	p.BaseWidget.Resize(size)
	p.scrollToActive()
}

// Rewind brings the panel back to its start for a new reader's step, as
// at each step of a lesson: the section that applies now at the top, or
// the panel's start when none does, wherever the last step's reading left
// it scrolled.
func (p *Panel) Rewind() { p.scrollToActive() }

// scrollToActive scrolls the section that applies now to the top, or
// the panel to its start when none does, as on the empty board.
func (p *Panel) scrollToActive() {
	if p.active == narrate.NoTopic {
		p.scroll.ScrollToTop()
		return
	}
	p.scroll.ScrollToOffset(p.sections[p.active-narrate.Superposition].Position())
}

// update rewrites the sections for the current moment, scrolls a newly
// lit section into view, and tells the board which squares to light.
func (p *Panel) update() {
	e := narrate.Explain(p.moment)
	for i, text := range [3][]string{e.Superposition, e.Entanglement, e.Collapse} {
		p.sections[i].set(text, e.Active == narrate.Superposition+narrate.Topic(i))
	}
	p.content.Refresh() // lays the sections out for their new text
	if e.Active != p.active {
		p.active = e.Active
		p.scrollToActive()
	}
	var group []game.Square
	if g := p.moment.Focus(); len(g.Marks) > 1 { // a lone pair is not entangled
		group = g.Squares
	}
	if !slices.Equal(group, p.lit) {
		p.lit = group
		if p.OnHighlight != nil {
			p.OnHighlight(group)
		}
	}
}

// panelRenderer shows the panel's scroll. While the panel has no room, as
// in a tab not shown yet, it hides the scroll rather than lay the text out
// at no width, a word a line, which costs much and shows nothing. Given
// room, it shows the scroll again, laid out and refreshed.
type panelRenderer struct {
	p       *Panel
	objects []fyne.CanvasObject
}

// hasRoom reports whether size has room to show anything in.
func hasRoom(size fyne.Size) bool { return size.Width > 0 && size.Height > 0 }

func (r *panelRenderer) Layout(size fyne.Size) {
	if !hasRoom(size) {
		r.p.scroll.Hide()
		return
	}
	r.p.scroll.Resize(size)
	r.p.scroll.Show() // refreshes it, if it was hidden
}

func (r *panelRenderer) MinSize() fyne.Size { return r.p.scroll.MinSize() }

func (r *panelRenderer) Refresh() {
	if !hasRoom(r.p.Size()) {
		r.p.scroll.Hide()
		return
	}
	r.p.scroll.Refresh()
}

func (r *panelRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *panelRenderer) Destroy() {}
