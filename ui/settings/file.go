package settings

import (
	"encoding/json"
	"errors"
	"reflect"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/qttt-edu/qttt/ui/internal/durable"
)

// FileName is the settings' file in the folder of the app's own files,
// and FyneName the one Fyne keeps its preferences in, in the app's
// storage, which held them before.
const (
	FileName = "settings.json"
	FyneName = "preferences.json"
	maxSize  = 1 << 20 // far more than any settings file
)

// File is the app's preferences kept in a file of their own, settings.json
// in the folder of the app's own files, as a JSON object of keys (keys.go)
// and values. It is written as the autosave is, off the UI goroutine
// (durable.Behind: a temporary file, flushed, then renamed, in order), so
// a slow disk never holds up the window and a kill at any moment leaves
// the old or the new settings whole; and only when a value changes. Fyne 2.8.1's own
// preferences truncate preferences.json and write it again at every change
// and at exit: a kill then left it empty, and every setting reset without
// a word.
//
// File is a fyne.Preferences, so the parts of the window that keep a
// value of their own use it as they would Fyne's. It is used on the UI
// goroutine only.
type File struct {
	dir       fyne.URI
	legacy    fyne.URI // Fyne's preferences.json, read when there is no settings file yet
	w         *durable.Behind
	values    map[string]any
	listeners []func()
	keptAs    string // where a settings file that could not be read was set aside
	readErr   error  // why it could not be read
	off       bool   // the folder is no longer the app's: nothing is written to it
}

var _ fyne.Preferences = (*File)(nil)

// OpenFile reads the settings file in the folder dir. Where there is none
// yet, the values of Fyne's preferences file, legacy, are taken over and
// written to it. A settings file that cannot be read is set aside as
// settings.corrupt-TIME.json and the defaults are used: Reset says so.
func OpenFile(dir, legacy fyne.URI) *File { return openFile(dir, legacy, true) }

// Peek returns the settings kept in the folder dir, as OpenFile would read
// them, but changes nothing on the disk: for the language and the theme,
// which are put in force before the window is built.
func Peek(dir, legacy fyne.URI) Settings { return Load(openFile(dir, legacy, false)) }

// openFile reads the settings file in dir; only with fix does it write
// the values taken over from Fyne's file, or set a broken one aside.
func openFile(dir, legacy fyne.URI, fix bool) *File {
	f := &File{dir: dir, legacy: legacy, w: durable.NewBehind(dir, FileName), values: map[string]any{}}
	u, err := storage.Child(dir, FileName)
	if err != nil {
		return f
	}
	if fix {
		durable.Clean(dir, FileName) // what a write cut short by a kill left
	}
	if ok, _ := storage.Exists(u); !ok {
		f.migrate(fix)
		return f
	}
	data, err := durable.Read(u, maxSize)
	if err == nil {
		err = decode(data, f.values)
	}
	if err != nil {
		f.values = map[string]any{}
		f.readErr = err
		if !fix {
			return f
		}
		if f.keptAs, err = durable.SetAside(u, time.Now()); err != nil {
			fyne.LogError("setting the settings file aside", err)
		}
	}
	return f
}

// migrate takes over the values Fyne's preferences.json holds, if it can
// be read, and with write writes them to the settings file.
func (f *File) migrate(write bool) {
	u := f.legacy
	if ok, _ := storage.Exists(u); !ok {
		return
	}
	data, err := durable.Read(u, maxSize)
	if err == nil {
		err = decode(data, f.values)
	}
	if err != nil {
		f.values = map[string]any{} // Fyne's file, cut short by a kill: the defaults then
		return
	}
	if write {
		f.save()
	}
}

// decode reads a JSON object of settings from data into values.
func decode(data []byte, values map[string]any) error {
	if len(data) > maxSize {
		return errors.New(FileName + ": too large to be a settings file")
	}
	return json.Unmarshal(data, &values)
}

// Reset reports whether the settings file could not be read, and so every
// setting is back to its default, with where the file was kept and why.
func (f *File) Reset() (keptAs string, why error, reset bool) {
	return f.keptAs, f.readErr, f.readErr != nil
}

// set makes value the value of key and writes the file, unless key
// already has that value.
func (f *File) set(key string, value any) {
	if old, ok := f.values[key]; ok && reflect.DeepEqual(old, normal(value)) {
		return
	}
	f.values[key] = normal(value)
	f.changed()
}

// normal is value as it reads back from the JSON file: numbers as
// float64, lists as []any.
func normal(value any) any {
	data, err := json.Marshal(value)
	if err != nil {
		return value
	}
	var v any
	if json.Unmarshal(data, &v) != nil {
		return value
	}
	return v
}

// changed writes the file and tells the listeners.
func (f *File) changed() {
	f.save()
	for _, l := range f.listeners {
		l()
	}
}

// WriteBack writes the settings in force to the file again: the app's
// folder was removed while it ran, and made again without them.
func (f *File) WriteBack() { f.save() }

// Off stops every later write of the file: the app's folder was replaced
// by one it cannot trust (another user's), and the settings stay in force
// in memory only.
func (f *File) Off() { f.off = true }

// save has the values written to the settings file, behind the window; a
// failure is only logged, as the settings in force stay as they are.
func (f *File) save() {
	if f.off {
		return
	}
	data, err := json.MarshalIndent(f.values, "", "  ")
	if err != nil {
		fyne.LogError("saving the settings", err)
		return
	}
	f.w.Put(append(data, '\n'), func(err error) {
		if err != nil {
			fyne.LogError("saving the settings", err)
		}
	})
}

// FlushWithin waits at most d for the settings changed so far to be
// written, and reports whether they were.
func (f *File) FlushWithin(d time.Duration) bool { return f.w.FlushWithin(d) }

// Close writes the settings changed so far, and nothing after.
func (f *File) Close() { f.w.Close() }

// get returns the value of key as a T, and whether it is one.
func get[T any](f *File, key string) (T, bool) {
	v, ok := f.values[key].(T)
	return v, ok
}

// list returns the value of key as a list of T, and whether it is one.
func list[T any](f *File, key string, conv func(any) (T, bool)) ([]T, bool) {
	items, ok := f.values[key].([]any)
	if !ok {
		return nil, false
	}
	out := make([]T, len(items))
	for i, item := range items {
		if out[i], ok = conv(item); !ok {
			return nil, false
		}
	}
	return out, true
}

// The methods of fyne.Preferences: a value of another type than asked
// for counts as missing.

func asBool(v any) (bool, bool)     { b, ok := v.(bool); return b, ok }
func asFloat(v any) (float64, bool) { x, ok := v.(float64); return x, ok }
func asInt(v any) (int, bool)       { x, ok := v.(float64); return int(x), ok && x == float64(int(x)) }
func asString(v any) (string, bool) { s, ok := v.(string); return s, ok }
func or[T any](v T, ok bool, alt T) T {
	if ok {
		return v
	}
	return alt
}

func (f *File) Bool(key string) bool { return f.BoolWithFallback(key, false) }
func (f *File) BoolWithFallback(key string, fallback bool) bool {
	v, ok := get[bool](f, key)
	return or(v, ok, fallback)
}
func (f *File) SetBool(key string, value bool) { f.set(key, value) }
func (f *File) BoolList(key string) []bool     { return f.BoolListWithFallback(key, nil) }
func (f *File) BoolListWithFallback(key string, fallback []bool) []bool {
	v, ok := list(f, key, asBool)
	return or(v, ok, fallback)
}
func (f *File) SetBoolList(key string, value []bool) { f.set(key, value) }

func (f *File) Float(key string) float64 { return f.FloatWithFallback(key, 0) }
func (f *File) FloatWithFallback(key string, fallback float64) float64 {
	v, ok := get[float64](f, key)
	return or(v, ok, fallback)
}
func (f *File) SetFloat(key string, value float64) { f.set(key, value) }
func (f *File) FloatList(key string) []float64     { return f.FloatListWithFallback(key, nil) }
func (f *File) FloatListWithFallback(key string, fallback []float64) []float64 {
	v, ok := list(f, key, asFloat)
	return or(v, ok, fallback)
}
func (f *File) SetFloatList(key string, value []float64) { f.set(key, value) }

func (f *File) Int(key string) int { return f.IntWithFallback(key, 0) }
func (f *File) IntWithFallback(key string, fallback int) int {
	v, ok := asInt(f.values[key])
	return or(v, ok, fallback)
}
func (f *File) SetInt(key string, value int) { f.set(key, value) }
func (f *File) IntList(key string) []int     { return f.IntListWithFallback(key, nil) }
func (f *File) IntListWithFallback(key string, fallback []int) []int {
	v, ok := list(f, key, asInt)
	return or(v, ok, fallback)
}
func (f *File) SetIntList(key string, value []int) { f.set(key, value) }

func (f *File) String(key string) string { return f.StringWithFallback(key, "") }
func (f *File) StringWithFallback(key, fallback string) string {
	v, ok := get[string](f, key)
	return or(v, ok, fallback)
}
func (f *File) SetString(key string, value string) { f.set(key, value) }
func (f *File) StringList(key string) []string     { return f.StringListWithFallback(key, nil) }
func (f *File) StringListWithFallback(key string, fallback []string) []string {
	v, ok := list(f, key, asString)
	return or(v, ok, fallback)
}
func (f *File) SetStringList(key string, value []string) { f.set(key, value) }

// RemoveValue removes key, and writes the file if it was there.
func (f *File) RemoveValue(key string) {
	if _, ok := f.values[key]; ok {
		delete(f.values, key)
		f.changed()
	}
}

// AddChangeListener adds l to the functions called after every change.
func (f *File) AddChangeListener(l func()) { f.listeners = append(f.listeners, l) }

// ChangeListeners returns the functions called after every change.
func (f *File) ChangeListeners() []func() { return f.listeners }
