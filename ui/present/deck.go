package present

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Deck is the class view in presentation mode: one slide at a time, its
// picture beside its text, the text in the theme's sizes and cut into
// pages that fit whole (Cut), as the slide is set and as the deck is
// resized: its layout only places the page on show. Next and Prev turn
// the pages; at either end they turn none and report it, and the caller
// steps the lesson or the plan.
type Deck struct {
	widget.BaseWidget

	slide  Slide
	cut    Pages     // the slide's text cut into pages for cutFor
	page   int       // the page on show
	at     spot      // the page on show's anchor (page.anchor): the page shown again once the pages are cut anew
	cutFor fyne.Size // the size the pages were cut for; zero: to cut again
	open   opening   // where the slide opens, once cut
	back   bool      // Prev turned no page: the next slide opens at its end
	seen   int       // how many of the slide's blocks have been on show, from its first
	onSeen func()    // called when seen grows, or goes back to none for a new slide
}

// opening is the page a slide opens at once its pages are cut.
type opening int

const (
	keepPage  opening = iota // the page that shows what the page on show began with
	firstPage                // a new slide
	lastPage                 // a slide come back to
	focusPage                // the page where the slide's Focus starts
)

// NewDeck returns a deck showing nothing.
func NewDeck() *Deck {
	d := &Deck{}
	d.ExtendBaseWidget(d)
	return d
}

// SetSlide shows s: from its first page if it is another slide than the
// one on show (its last if Prev led to it), from the page of its focus
// if that moved, else at the page on show.
func (d *Deck) SetSlide(s Slide) {
	switch {
	case s.Key != d.slide.Key && d.back:
		d.open = lastPage
	case s.Key != d.slide.Key: // at the question, its answer revealed before or not (teacher walk t15 m3)
		d.open = firstPage
	case s.Focus != d.slide.Focus:
		d.open = focusPage
	}
	unseen := s.Key != d.slide.Key && d.seen > 0
	if s.Key != d.slide.Key {
		d.back, d.seen = false, 0
	}
	d.slide = s
	if unseen && d.onSeen != nil {
		d.onSeen()
	}
	d.cutFor = fyne.Size{}
	d.fit(d.Size())
	d.Refresh()
}

// Resize cuts the slide's text into pages for size, if it changed, then
// lays the deck out at it.
func (d *Deck) Resize(size fyne.Size) {
	d.fit(size)
	d.BaseWidget.Resize(size)
}

// fit cuts the slide's text into pages for size, unless they are cut for
// it already or it has no room, and turns to the page the slide opens
// at, or, cut anew, to the page that shows its anchor (page.anchor).
func (d *Deck) fit(size fyne.Size) {
	if size == d.cutFor {
		return
	}
	c, ok := Cut(d.slide, size, theme.CurrentForWidget(d), fyne.CurrentApp().Settings().ThemeVariant())
	if !ok {
		return // no room yet
	}
	d.cutFor, d.cut = size, c
	switch d.open {
	case keepPage:
		d.page = pageOf(c.pages, d.at)
	case firstPage:
		d.page = 0
	case lastPage:
		d.page = len(c.pages) - 1
	case focusPage:
		d.page = 0
		if d.slide.Focus < len(c.starts) {
			d.page = c.starts[d.slide.Focus]
		}
	}
	if d.open != keepPage { // where the class is now: kept through the next cuts
		d.at = c.pages[d.page].anchor()
	}
	d.open = keepPage
	d.see()
}

// Slide returns the slide on show.
func (d *Deck) Slide() Slide { return d.slide }

// Seen returns the blocks of text of the slide on show that have been on
// show, on the page on show or one before it: what the class has seen of
// the slide (a question put to the phones).
func (d *Deck) Seen() []string {
	var seen []string
	for _, b := range d.slide.Body[:min(d.seen, len(d.slide.Body))] {
		seen = append(seen, b.Text)
	}
	return seen
}

// see counts the blocks that start on the page on show or before it as
// seen, and tells onSeen if there are more.
func (d *Deck) see() {
	n := 0
	for n < len(d.cut.starts) && d.cut.starts[n] <= d.page {
		n++
	}
	if n > d.seen {
		d.seen = n
		if d.onSeen != nil {
			d.onSeen()
		}
	}
}

// Next shows the next page of the slide and reports whether there was
// one.
func (d *Deck) Next() bool {
	d.back = false
	if d.page+1 >= len(d.cut.pages) {
		return false
	}
	d.turnTo(d.page + 1)
	return true
}

// Prev shows the page before and reports whether there was one; if not,
// the slide that comes next opens at its last page.
func (d *Deck) Prev() bool {
	if d.page == 0 {
		d.back = true
		return false
	}
	d.turnTo(d.page - 1)
	return true
}

// turnTo shows page p, and keeps where it starts, or its last block
// (page.anchor): a window resized (as presentation mode starts or ends)
// cuts the pages anew, and the page that then shows the same words is
// shown.
func (d *Deck) turnTo(p int) {
	d.page, d.at = p, d.cut.pages[p].anchor()
	d.see()
	d.Refresh()
}

// Page returns the page on show and the number of pages of the slide.
func (d *Deck) Page() (int, int) { return d.page, len(d.cut.pages) }

// PageText returns the text of the page on show, line by line, for tests
// and the presenter.
func (d *Deck) PageText() []string {
	if d.page >= len(d.cut.pages) {
		return nil
	}
	var text []string
	for _, l := range d.cut.pages[d.page] {
		text = append(text, l.text)
	}
	return text
}

// CreateRenderer returns the deck's renderer. It is called by Fyne.
func (d *Deck) CreateRenderer() fyne.WidgetRenderer {
	return &deckRenderer{d: d}
}

// deckRenderer draws the slide's picture and the page on show. Its lines
// are drawn with the same text objects from one layout to the next: a
// new object would have a new minimum size, and Fyne lays out again a
// widget whose objects' minimum sizes change, so that an idle slide
// would be laid out and painted again on every frame.
type deckRenderer struct {
	d       *Deck
	texts   []*canvas.Text // the lines drawn, reused
	objects []fyne.CanvasObject
}

// SlideEms is the width of the text beside a picture, in units of the
// theme's text size, when the text needs it: about thirty characters a
// line.
const SlideEms = 16

// NarrowEms is the least width of the text beside a picture, in units of
// the theme's text size: about twenty characters a line. The picture
// grows into the room of a wider text column as long as the text still
// fits on as many pages, whole words on each line: the board is what the
// class looks at, and a short step leaves it the screen's height, or near
// it (teacher walk t10 m8: a board of 500 of 768 px beside three lines).
const NarrowEms = 11

// LineEms is the most width of a text alone on a slide, in units of the
// theme's text size: about seventy characters a line.
const LineEms = 36

// BelowShare is the share of the screen's height that a picture under
// the picture (Slide.Below) takes, or its least height where more.
const BelowShare = 0.4

// columns returns s's picture column's width, the picture's size in it
// and the text column's place within size, the text ems wide at least,
// in theme th.
// Over a picture under it (a chart), the picture has the height left: a
// square one (the board) as a square centred in the column, a wide one
// (the two paths, by its least size) the column's width, so that it keeps
// its size (teacher walk t10 m6).
func columns(s Slide, th fyne.Theme, size fyne.Size, ems float32) (width float32, visual fyne.Size, textAt fyne.Position, text fyne.Size) {
	pad, em := th.Size(theme.SizeNamePadding), th.Size(theme.SizeNameText)
	margin := 2 * pad
	if s.Visual == nil {
		// Lines no longer than LineEms, the column centred: a line across
		// a wide screen is hard to follow back to the next.
		w := min(size.Width-4*margin, LineEms*em)
		return 0, fyne.Size{}, fyne.NewPos((size.Width-w)/2, margin), fyne.NewSize(w, size.Height-2*margin)
	}
	width = max(0, min(size.Height, size.Width-2*margin-ems*em))
	visual = fyne.NewSquareSize(width)
	if below := s.Below; below != nil {
		// The picture below takes its share of the height, or its least
		// height where that is more (a chart of two rounds).
		room := min(size.Height*(1-BelowShare), size.Height-below.MinSize().Height)
		visual = fyne.NewSquareSize(max(0, min(width, room)))
		if least := s.Visual.MinSize(); least.Width > least.Height {
			visual.Width = width // a wide drawing keeps the column's width
		}
	}
	x := width + margin
	return width, visual, fyne.NewPos(x, margin), fyne.NewSize(size.Width-x-margin, size.Height-2*margin)
}

// Layout draws the page on show, cut for the deck's size as it was
// resized or given the slide: it changes nothing of the deck.
func (r *deckRenderer) Layout(size fyne.Size) {
	d := r.d
	if d.slide.pictureAlone() {
		r.layoutPicture(size)
		return
	}
	th := theme.CurrentForWidget(d)
	v := fyne.CurrentApp().Settings().ThemeVariant()
	m, gap := measureIn(th, v)
	width, visual, at, column := columns(d.slide, th, size, d.cut.ems)
	if len(d.cut.pages) == 0 || column.Width <= 0 || column.Height <= 0 {
		r.objects = r.objects[:0]
		return // no room yet: no pages
	}
	head, moreHead := headings(d.slide, column.Width, m, gap)
	objects := make([]fyne.CanvasObject, 0, len(r.objects))
	if vis, below := d.slide.Visual, d.slide.Below; vis != nil && below != nil {
		// The picture at the top, over the one below it.
		vis.Move(fyne.NewPos((width-visual.Width)/2, 0))
		vis.Resize(visual)
		below.Move(fyne.NewPos(0, visual.Height))
		below.Resize(fyne.NewSize(width, size.Height-visual.Height))
		objects = append(objects, vis, below)
	} else if vis != nil {
		vis.Move(fyne.NewPos(0, (size.Height-visual.Height)/2))
		vis.Resize(visual)
		objects = append(objects, vis)
	}
	y := at.Y
	draw := func(l line) {
		if l.gap {
			y += gap
		}
		t := r.text(len(objects), l, th, v)
		h := t.MinSize().Height
		t.Move(fyne.NewPos(at.X, y))
		t.Resize(fyne.NewSize(column.Width, h))
		objects = append(objects, t)
		y += h
	}
	if d.page > 0 {
		head = moreHead
	}
	for _, l := range head.lines {
		draw(l)
	}
	y += gap
	for _, l := range d.cut.pages[d.page] {
		draw(l)
	}
	if n := len(d.cut.pages); n > 1 {
		y = at.Y + column.Height - m("Mg", Kicker).Height
		draw(line{text: lang.L("Page {{.Page}} of {{.Count}}", map[string]any{"Page": d.page + 1, "Count": n}), style: Kicker})
	}
	if !slices.Equal(objects, r.objects) {
		r.objects = objects
		canvas.Refresh(d) // other objects: a resize alone does not draw them until the next event
	}
}

// measureIn returns how text measures in theme th and variant v, and
// the space above a paragraph.
func measureIn(th fyne.Theme, v fyne.ThemeVariant) (measure, float32) {
	return func(text string, s Style) fyne.Size {
		font, textSize, _ := styled(th, v, s)
		sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(text, textSize, s.textStyle(), font)
		return sz
	}, th.Size(theme.SizeNameText) / 2
}

// Pages is a slide's text cut into pages that each fit a size whole, as
// Cut cuts it.
type Pages struct {
	ems    float32 // the width of the text beside the picture, in ems
	pages  []page
	starts []int // the page where each block of the body starts
	fits   bool  // no word is wider than the column: none is broken
}

// Cut cuts the text of s into pages that fit size whole, in theme th and
// variant v, and reports whether size has room for any. The text beside a
// picture takes a column of SlideEms, or one as narrow as NarrowEms where
// that keeps as few pages and breaks no word: the picture, what the class
// looks at, grows into the room. A picture alone is one page.
func Cut(s Slide, size fyne.Size, th fyne.Theme, v fyne.ThemeVariant) (Pages, bool) {
	if s.pictureAlone() {
		return Pages{pages: []page{nil}}, true
	}
	m, gap := measureIn(th, v)
	c, ok := cutAt(s, th, size, SlideEms, m, gap)
	if !ok {
		return Pages{}, false
	}
	// The picture grows only alone: over a chart it has the height left
	// above it, which a wider column does not raise.
	for ems := float32(NarrowEms); ems < SlideEms && s.Visual != nil && s.Below == nil; ems++ {
		if wide, ok := cutAt(s, th, size, ems, m, gap); ok && wide.fits && len(wide.pages) <= len(c.pages) {
			return wide, true
		}
	}
	return c, true
}

// cutAt cuts the text of s into pages for a text column ems wide at
// least in size; ok is false where the column has no room.
func cutAt(s Slide, th fyne.Theme, size fyne.Size, ems float32, m measure, gap float32) (c Pages, ok bool) {
	_, _, _, column := columns(s, th, size, ems)
	if column.Width <= 0 || column.Height <= 0 {
		return Pages{}, false
	}
	// The first page under the kicker and the headline; the pages after
	// it under one of them in the kicker's small type, so that a long
	// answer's last sentence is not left alone on a page of its own.
	head, moreHead := headings(s, column.Width, m, gap)
	footer := m("Mg", Kicker).Height + gap
	c.ems, c.fits = ems, true
	c.pages, c.starts = paginate(s.Body, column.Width,
		column.Height-head.height-footer, column.Height-moreHead.height-footer, m, gap)
	for _, b := range append([]Block{{Text: s.Kicker, Style: Kicker}, {Text: s.Headline, Style: Headline}}, s.Body...) {
		for _, word := range strings.Fields(b.Text) {
			c.fits = c.fits && m(word, b.Style).Width <= column.Width
		}
	}
	return c, true
}

// headings returns the lines of s over the first page and over the pages
// after it, at width.
func headings(s Slide, width float32, m measure, gap float32) (head, more header) {
	head = heading(width, m, gap, s.Kicker, s.Headline)
	again := s.Kicker
	if again == "" {
		again = s.Headline
	}
	return head, heading(width, m, gap, again, "")
}

// layoutPicture draws a slide that is a picture alone across the screen,
// within the margins of a slide's text, on one page.
func (r *deckRenderer) layoutPicture(size fyne.Size) {
	d := r.d
	margin := 2 * theme.SizeForWidget(theme.SizeNamePadding, d) // as around a slide's text
	d.slide.Visual.Move(fyne.NewPos(margin, margin))
	d.slide.Visual.Resize(size.SubtractWidthHeight(2*margin, 2*margin))
	if objects := []fyne.CanvasObject{d.slide.Visual}; !slices.Equal(objects, r.objects) {
		r.objects = objects
		canvas.Refresh(d)
	}
}

// header is the lines above a page's text and their height, with the
// gap under them.
type header struct {
	lines  []line
	height float32
}

// heading returns kicker above headline (either "" for none) as lines of
// width, measured by m.
func heading(width float32, m measure, gap float32, kicker, headline string) header {
	var h header
	for _, part := range []struct {
		text  string
		style Style
	}{{kicker, Kicker}, {headline, Headline}} {
		if part.text != "" {
			for _, l := range wrap(part.text, part.style, width, m) {
				h.lines = append(h.lines, line{text: l, style: part.style})
			}
		}
	}
	for _, l := range h.lines {
		h.height += lineHeight(l, m, gap)
	}
	if len(h.lines) > 0 {
		h.height += gap
	}
	return h
}

// text returns the text object for the i-th object drawn, showing l in
// theme th and variant v: one made before, changed and refreshed only
// where it differs, or a new one.
func (r *deckRenderer) text(i int, l line, th fyne.Theme, v fyne.ThemeVariant) *canvas.Text {
	for len(r.texts) <= i {
		r.texts = append(r.texts, &canvas.Text{})
	}
	t := r.texts[i]
	font, size, c := styled(th, v, l.style)
	if t.Text != l.text || t.TextSize != size || t.TextStyle != l.style.textStyle() || t.FontSource != font || t.Color != c {
		t.Text, t.TextSize, t.TextStyle, t.FontSource, t.Color = l.text, size, l.style.textStyle(), font, c
		t.Refresh()
	}
	return t
}

// MinSize is nothing: the deck fills the screen, whatever its size.
func (r *deckRenderer) MinSize() fyne.Size { return fyne.Size{} }

// Objects returns the picture and the lines on show.
func (r *deckRenderer) Objects() []fyne.CanvasObject { return r.objects }

// Refresh draws the slide again.
func (r *deckRenderer) Refresh() { r.Layout(r.d.Size()) }

// Destroy does nothing: the deck holds no resource.
func (r *deckRenderer) Destroy() {}
