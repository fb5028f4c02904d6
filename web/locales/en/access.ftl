# geovi: access. docs/translating.md.
