# geovi: lessons. docs/translating.md.
