# geovi: editor. docs/translating.md.
