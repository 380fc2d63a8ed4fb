module github.com/qttt-edu/qttt

go 1.26.8
