package ui

import (
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/qttt-edu/qttt/assets"
	"github.com/qttt-edu/qttt/ui/i18n"
	"github.com/qttt-edu/qttt/ui/internal/durable"
	"github.com/qttt-edu/qttt/ui/lesson"
	"github.com/qttt-edu/qttt/ui/settings"
)

// ownFolder is the folder, in the app's storage, of the files the app
// writes by itself as it runs: the autosave and the settings.
const ownFolder = "state"

// ownFiles returns the folder of the app's own files in fa's storage,
// taking over those an older version kept in the storage itself (or put
// there by hand: one found there is newer than the folder's). Fyne 2.8.1
// watches the storage for its preferences.json and, at every change in
// it, reads that file and writes it back, flushed to the disk, on the UI
// goroutine: with the autosave beside it, each move waited for the disk.
// A folder below is not watched. In a browser, where nothing is watched,
// it is the storage itself. It asks little of the disk (start-up calls
// it): the folder is made when missing, for the user alone.
func ownFiles(fa fyne.App) fyne.URI {
	root := fa.Storage().RootURI()
	if root.Scheme() != "file" {
		return root
	}
	dir := filepath.Join(root.Path(), ownFolder)
	if fi, err := os.Lstat(dir); err == nil && !fi.IsDir() {
		os.Remove(dir) // a link or a file in the folder's place
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return storage.NewFileURI(dir) // the writes say why it cannot be had
	}
	for _, name := range []string{autosaveName, settings.FileName} {
		old := filepath.Join(root.Path(), name)
		if fi, err := os.Lstat(old); err != nil || fi.IsDir() {
			continue
		}
		if err := os.Rename(old, filepath.Join(dir, name)); err != nil {
			fyne.LogError("moving "+name+" to "+dir, err)
		}
	}
	return storage.NewFileURI(dir)
}

// fynePreferences is the file in fa's storage where Fyne keeps its
// preferences, which held the settings before the app kept its own.
func fynePreferences(fa fyne.App) fyne.URI {
	root := fa.Storage().RootURI()
	u, err := storage.Child(root, settings.FyneName)
	if err != nil { // a storage root always has children; keep a valid URI regardless
		return storage.NewFileURI(filepath.Join(root.Path(), settings.FyneName))
	}
	return u
}

// loadLessons reads the bundled lessons and then the teacher's own, from
// lessonFolder where the app reaches the user's files, in the app's
// language. unread says why files in the teacher's folder were left out
// (nil when none was), for the Lessons tab to tell the teacher.
func loadLessons() (lessons []*lesson.Lesson, unread error) {
	language := i18n.InForce()
	lessons, err := lesson.Load(assets.LessonFiles(), language)
	if err != nil {
		fyne.LogError("bundled lessons", err)
	}
	if !userFiles() {
		return lessons, nil
	}
	own, unread := lesson.Load(durable.RegularFiles(lessonFolder()), language)
	if unread != nil {
		fyne.LogError("lessons in "+lessonFolder(), unread)
	}
	return append(lessons, own...), unread
}

// lessonFolder is where teachers put lessons of their own: the folder
// "lessons" in the app's storage.
func lessonFolder() string {
	return filepath.Join(fyne.CurrentApp().Storage().RootURI().Path(), "lessons")
}
