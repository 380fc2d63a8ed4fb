//go:build !js

package worksheet

import (
	"testing"

	"fyne.io/fyne/v2/lang"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/i18n"
)

// Every language's guide has its rules in brief under the heading the
// worksheet looks for, that language's "Rules in brief", with as many rules
// as the English guide: else the page of blank boards falls back to one
// sentence.
func TestGuideRulesInEveryLanguage(t *testing.T) {
	en, err := assets.GuideFile("guide", "en")
	if err != nil {
		t.Fatal(err)
	}
	want := len(Rules(en, "Rules in brief"))
	if want < 8 {
		t.Fatalf("the English guide has %d rules in brief", want)
	}
	t.Setenv("LANGUAGE", "en") // Load sets it: restored after the test
	t.Cleanup(func() { _ = i18n.Load("en") })
	for _, l := range i18n.Languages {
		if err := i18n.Load(l.Tag); err != nil {
			t.Fatal(err)
		}
		md, err := assets.GuideFile("guide", l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		heading := lang.L("Rules in brief")
		if got := len(Rules(md, heading)); got != want {
			t.Errorf("%s: the guide has %d rules under %q, the English guide %d", l.Tag, got, heading, want)
		}
	}
}
