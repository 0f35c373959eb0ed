from muninn.domain.ids import new_id


def test_ids_are_unique_sortable_and_monotonic() -> None:
    ids = [new_id() for _ in range(5000)]
    assert len(set(ids)) == 5000
    assert ids == sorted(ids)
    assert all(len(i) == 26 for i in ids)
