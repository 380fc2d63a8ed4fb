package style

import (
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// The row of tabs is measured in the theme the tabs are shown in, its
// paddings too: tabs in a view scaled twice over (as the class view
// scales its own theme) need twice the row, whatever the app's theme.
func TestTabRowWidthIsMeasuredInTheTabsTheme(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(Theme{})
	newTabs := func() *container.AppTabs {
		return container.NewAppTabs(container.NewTabItem("Explain", widget.NewLabel("")),
			container.NewTabItem("Possible boards", widget.NewLabel("")), container.NewTabItem("Graph", widget.NewLabel("")))
	}
	plain, scaled := newTabs(), newTabs()
	w := test.NewWindow(container.NewVBox(plain, container.NewThemeOverride(scaled, Theme{Scale: 2})))
	defer w.Close()
	one, two := TabRowWidth(plain)-1, TabRowWidth(scaled)-1 // without the unit to spare
	if one <= 0 || two < 2*one-1 || two > 2*one+1 {
		t.Errorf("the row of three tabs is %v wide, and %v at twice the size; want twice as wide", one, two)
	}
	if TabRowWidth(nil) != 0 || TabRowWidth(container.NewAppTabs()) != 0 {
		t.Error("no tabs need a row")
	}
}
