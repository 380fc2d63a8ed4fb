package answers

import (
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

func TestThePhonePageSpeaksThePhonesLanguage(t *testing.T) {
	room := NewRoom(nil)
	_, ts := testServer(t, room, testLimits)
	url := roomURL(ts.URL, room)
	for _, tc := range []struct{ query, accept, want string }{
		{"", "ru-RU,ru;q=0.9,en-US;q=0.8", "ru"},
		{"", "pl", "pl"},
		{"", "cs-CZ", "cs"},
		{"", "tr-TR,tr;q=0.9", "tr"},
		{"", "ko-KR,ko;q=0.9,en;q=0.5", "ko"},
		{"", "fr-FR,fr;q=0.9", "en"},
		{"", "", "en"},
		{"", "uk-UA,uk;q=0.9,ru;q=0.8", "ru"},
		{"?lang=ko", "ru", "ko"},
		{"?lang=xx", "tr", "tr"},
	} {
		req, _ := http.NewRequest(http.MethodGet, url+tc.query, nil)
		if tc.accept != "" {
			req.Header.Set("Accept-Language", tc.accept)
		}
		resp, err := http.DefaultClient.Do(req)
		must(t, err)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		page := string(body)
		if resp.StatusCode != http.StatusOK || !strings.Contains(page, `<html lang="`+tc.want+`">`) ||
			!strings.Contains(page, "<title>"+phoneWords[tc.want]["title"]+"</title>") {
			t.Errorf("%q %q: %d, want the page in %s:\n%.300s", tc.query, tc.accept, resp.StatusCode, tc.want, page)
		}
		if !strings.Contains(resp.Header.Get("Content-Security-Policy"), "script-src 'self'") ||
			resp.Header.Get("Referrer-Policy") != "no-referrer" {
			t.Errorf("the page's headers: %v", resp.Header)
		}
		// The page's words are JSON the script can parse, in its language.
		m := regexp.MustCompile(`(?s)<script type="application/json" id="words">(.*?)</script>`).FindStringSubmatch(page)
		var words map[string]string
		if m == nil || json.Unmarshal([]byte(m[1]), &words) != nil || words["waiting"] != phoneWords[tc.want]["waiting"] {
			t.Errorf("%s: the page's words do not parse: %v", tc.want, m)
		}
	}
}

func TestThePhonePageIsSmall(t *testing.T) {
	total := 0
	for _, name := range []string{"room.html", "app.js", "style.css"} {
		data, err := phoneFiles.ReadFile("phone/" + name)
		must(t, err)
		total += len(data)
	}
	total += len(mustJSON(t, phoneWords["ko"])) // the longest words, in the page
	if total > 100<<10 {
		t.Errorf("the phone loads %d bytes, want under 100 KB", total)
	}
	t.Logf("the phone loads %d bytes", total)
}

func mustJSON(t *testing.T, v any) []byte {
	b, err := json.Marshal(v)
	must(t, err)
	return b
}

func TestEveryLanguageHasEveryWordOfThePage(t *testing.T) {
	en := phoneWords["en"]
	keys := slices.Sorted(func(yield func(string) bool) {
		for k := range en {
			if !yield(k) {
				return
			}
		}
	})
	placeholders := regexp.MustCompile(`\{\w+\}`)
	for _, l := range phoneLanguages {
		words := phoneWords[l.Tag]
		if len(words) != len(en) {
			t.Errorf("%s has %d words, en %d", l.Tag, len(words), len(en))
		}
		for _, k := range keys {
			got := words[k]
			if strings.TrimSpace(got) == "" {
				t.Errorf("%s lacks %q", l.Tag, k)
				continue
			}
			g, w := placeholders.FindAllString(got, -1), placeholders.FindAllString(en[k], -1)
			sort.Strings(g)
			sort.Strings(w)
			if !slices.Equal(g, w) {
				t.Errorf("%s %q fills in %v, en %v", l.Tag, k, g, w)
			}
		}
	}
	// The script and the pages use only words there are.
	js, _ := phoneFiles.ReadFile("phone/app.js")
	for _, m := range regexp.MustCompile(`W\.(\w+)`).FindAllStringSubmatch(string(js), -1) {
		if _, ok := en[m[1]]; !ok {
			t.Errorf("app.js uses W.%s, which words.json lacks", m[1])
		}
	}
	for _, m := range regexp.MustCompile(`W\[(?:gone|message|c)\]|message = '(\w+)'|end\('(\w+)'\)`).FindAllStringSubmatch(string(js), -1) {
		for _, k := range m[1:] {
			if _, ok := en[k]; k != "" && !ok {
				t.Errorf("app.js shows %q, which words.json lacks", k)
			}
		}
	}
	for _, page := range []string{"room.html", "entry.html"} {
		html, _ := phoneFiles.ReadFile("phone/" + page)
		for _, m := range regexp.MustCompile(`\.T\.(\w+)`).FindAllStringSubmatch(string(html), -1) {
			if _, ok := en[m[1]]; !ok {
				t.Errorf("%s uses %s, which words.json lacks", page, m[1])
			}
		}
	}
}

// TestTheScriptIsES5 keeps out of the phone's script what a phone five
// years old may not run: later syntax and later library calls. The
// class-answers CI script runs it in a real browser too.
func TestTheScriptIsES5(t *testing.T) {
	js, _ := phoneFiles.ReadFile("phone/app.js")
	code := regexp.MustCompile(`(?s)/\*.*?\*/|//[^\n]*|'(?:[^'\\\n]|\\.)*'`).ReplaceAllString(string(js), "''")
	for _, later := range []string{"=>", "`", "\\blet\\b", "\\bconst\\b", "\\bclass\\b", "\\.\\.\\.", "\\basync\\b",
		"\\bawait\\b", "\\bPromise\\b", "\\bfetch\\(", "\\.includes\\(", "\\.startsWith\\(", "\\.endsWith\\(",
		"\\bObject\\.assign\\b", "\\bfor\\s*\\([^)]*\\bof\\b", "\\bSymbol\\b", "\\bMap\\(", "\\bSet\\("} {
		if loc := regexp.MustCompile(later).FindStringIndex(code); loc != nil {
			t.Errorf("app.js uses %s: %q", later, code[max(0, loc[0]-30):min(len(code), loc[1]+30)])
		}
	}
}
