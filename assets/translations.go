package assets

import "embed"

// Translations holds the app's translation files, translations/<bcp47>.json,
// in go-i18n's JSON format keyed by the English text. Load them with
// lang.AddTranslationsFS(assets.Translations, TranslationsDir).
//
//go:embed translations/*.json
var Translations embed.FS

// TranslationsDir is the folder of Translations that holds the files.
const TranslationsDir = "translations"
