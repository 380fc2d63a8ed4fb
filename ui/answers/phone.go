package answers

import (
	"bytes"
	"embed"
	"encoding/json"
	"html/template"
	"net/http"

	"golang.org/x/text/language"
)

// The phone's page: HTML, a stylesheet and a script of ES5 (for phones
// five years old), and its words in the six languages, embedded.
//
//go:embed phone
var phoneFiles embed.FS

// A phoneLanguage is one of the page's languages.
type phoneLanguage struct {
	Tag  string // BCP 47
	Name string // its name in itself
}

// phoneLanguages are the app's six languages, English first.
var phoneLanguages = []phoneLanguage{
	{"en", "English"}, {"ru", "Русский"}, {"pl", "Polski"},
	{"cs", "Čeština"}, {"tr", "Türkçe"}, {"ko", "한국어"},
}

// phoneWords are the page's words: by language, then by key.
var phoneWords = func() map[string]map[string]string {
	data, err := phoneFiles.ReadFile("phone/words.json")
	if err != nil {
		panic(err)
	}
	var words map[string]map[string]string
	if err := json.Unmarshal(data, &words); err != nil {
		panic("answers: phone/words.json: " + err.Error())
	}
	return words
}()

var languageMatcher = func() language.Matcher {
	tags := make([]language.Tag, len(phoneLanguages))
	for i, l := range phoneLanguages {
		tags[i] = language.MustParse(l.Tag)
	}
	return language.NewMatcher(tags)
}()

// matchLanguage picks the page's language: the one asked for by name
// (the page's links) if it is one of ours, else the browser's closest
// (its Accept-Language), else English.
func matchLanguage(asked, accept string) string {
	for _, l := range phoneLanguages {
		if asked == l.Tag {
			return asked
		}
	}
	wanted, _, _ := language.ParseAcceptLanguage(accept)
	_, i, confidence := languageMatcher.Match(wanted...)
	if confidence == language.No {
		return phoneLanguages[0].Tag
	}
	return phoneLanguages[i].Tag
}

var pages = template.Must(template.ParseFS(phoneFiles, "phone/*.html"))

// pageData is what a page's template fills in.
type pageData struct {
	Lang      string
	T         map[string]string // the words in Lang
	Languages []phoneLanguage
	Message   string // the key of a message to show, or ""
}

func (s *Server) render(w http.ResponseWriter, r *http.Request, page string, status int, message string) {
	tag := matchLanguage(r.URL.Query().Get("lang"), r.Header.Get("Accept-Language"))
	var buf bytes.Buffer
	if err := pages.ExecuteTemplate(&buf, page, pageData{tag, phoneWords[tag], phoneLanguages, message}); err != nil {
		http.Error(w, "page", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Language", tag)
	w.Header().Set("Vary", "Accept-Language")
	if status == http.StatusTooManyRequests {
		w.Header().Set("Retry-After", "10")
	}
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// servePage is the room's page, in the phone's language.
func (s *Server) servePage(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, "room.html", http.StatusOK, "")
}

// serveEntryPage is the page where a student types the room's code, with
// the message whose key is message above the form.
func (s *Server) serveEntryPage(w http.ResponseWriter, r *http.Request, status int, message string) {
	s.render(w, r, "entry.html", status, message)
}

// serveFile serves one of the page's static files.
func serveFile(name, contentType string) http.HandlerFunc {
	data, err := phoneFiles.ReadFile("phone/" + name)
	if err != nil {
		panic(err)
	}
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		w.Write(data)
	}
}
