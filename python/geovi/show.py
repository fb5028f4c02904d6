def show(*a, **k):
    raise NotImplementedError
