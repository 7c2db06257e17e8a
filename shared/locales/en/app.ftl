# The miniapp's screens (miniapp/src/i18n). Keys are grouped by screen; `en` is the reference.

## Shell

app-loading = Loading...
settings-language = Language
