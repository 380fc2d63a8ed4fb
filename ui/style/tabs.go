package style

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// TabRowWidth returns the width of the row of tab buttons of tabs with
// every tab in it, as Fyne's AppTabs draws them on the desktop in the
// theme they are shown in: each title in bold with the inner padding on
// both sides, a padding apart.
func TabRowWidth(tabs *container.AppTabs) float32 {
	if tabs == nil || len(tabs.Items) == 0 {
		return 0
	}
	th := theme.CurrentForWidget(tabs)
	inner, pad, text := th.Size(theme.SizeNameInnerPadding), th.Size(theme.SizeNamePadding), th.Size(theme.SizeNameText)
	bold := fyne.TextStyle{Bold: true}
	w := float32(len(tabs.Items)-1) * pad
	for _, item := range tabs.Items {
		w += fyne.MeasureText(item.Text, text, bold).Width + 2*inner
	}
	// One unit to spare: a column computed as the rest of the window can
	// come out a rounding error narrower than w, and AppTabs then moves
	// the last tab into its overflow menu.
	return w + 1
}
