"""Typed frames: the rows `perturb` returns as a pandas DataFrame (or a 🤗 Dataset) with the input's types.

The engine works on strings (a table file has nothing else); `InputTypes` remembers what the user's columns
were (a DataFrame's dtypes, a Dataset's features, or the Python types of row dicts) so that `to_pandas`
gives ids back as ints, scores as floats (a missing one as NaN), booleans as bools and class labels as
their ids, and the stress columns typed: `mod_A` bool, `verified` nullable boolean, the rest text.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from stresskit.rewriting.rows import ORIGIN_SUFFIX, VERIFIED_COLUMN

# Python value types of row dicts, and the pandas dtype each column of only that type gets.
_PYTHON_DTYPES = {bool: "bool", int: "int64", float: "float64"}


@dataclass(frozen=True)
class InputTypes:
    """Per input column, the pandas dtype it had (None: text); `features`, a Dataset input's Features."""

    dtypes: Mapping[str, Any] = field(default_factory=dict)
    features: Any = None


def input_types(data: Any) -> InputTypes | None:
    """The column types of a perturb input, or None for inputs that are text only (sentences, pairs)."""
    hf_datasets = sys.modules.get("datasets")
    if hf_datasets is not None and isinstance(data, hf_datasets.Dataset):
        return InputTypes({}, data.features)
    if hasattr(data, "dtypes") and hasattr(data, "columns"):
        return InputTypes({str(column): dtype for column, dtype in data.dtypes.items()})
    if isinstance(data, Sequence) and data and all(isinstance(item, Mapping) for item in data):
        dtypes: dict[str, Any] = {}
        columns = dict.fromkeys(str(key) for item in data for key in item)
        for column in columns:
            kinds = {type(item.get(column)) for item in data}
            missing = type(None) in kinds
            kinds.discard(type(None))
            if len(kinds) == 1 and (kind := kinds.pop()) in _PYTHON_DTYPES:
                dtype = _PYTHON_DTYPES[kind]
                dtypes[column] = {"int64": "Int64", "bool": "boolean"}.get(dtype, dtype) if missing else dtype
        return InputTypes(dtypes)
    return None


def typed_frame(columns: Sequence[str], rows: Sequence[Mapping[str, str]], types: InputTypes | None) -> Any:
    """The rows (all strings) as a DataFrame whose columns have the input's types and the stress columns'."""
    import pandas as pd

    frame = pd.DataFrame(list(rows), columns=list(columns))
    dtypes = dict(types.dtypes) if types is not None else {}
    features = types.features if types is not None else None
    for column in frame.columns:
        source = column[: -len(ORIGIN_SUFFIX)] if column.endswith(ORIGIN_SUFFIX) else column
        if column == "mod_A":
            frame[column] = frame[column].map({"True": True, "False": False}).astype(bool)
        elif column == VERIFIED_COLUMN:
            frame[column] = frame[column].map({"True": True, "False": False, "": pd.NA}).astype("boolean")
        elif features is not None and column in features:
            frame[column] = _from_feature(frame[column], features[column])
        elif source in dtypes and dtypes[source] is not None:
            frame[column] = _as_dtype(frame[column], dtypes[source])
    return frame


def typed_dataset(columns: Sequence[str], rows: Sequence[Mapping[str, str]], types: InputTypes | None) -> Any:
    """The rows as a `datasets.Dataset`; a Dataset input's features (ClassLabel too) are kept."""
    import datasets

    frame = typed_frame(columns, rows, types)
    features = types.features if types is not None else None
    if features is None:
        return datasets.Dataset.from_pandas(frame, preserve_index=False)
    kept = {name: feature for name, feature in features.items() if name in frame.columns}
    inferred = datasets.Features.from_arrow_schema(
        datasets.Dataset.from_pandas(frame.drop(columns=list(kept)), preserve_index=False).data.schema
    )
    ordered = datasets.Features({c: kept[c] if c in kept else inferred[c] for c in frame.columns})
    return datasets.Dataset.from_pandas(frame, features=ordered, preserve_index=False)


def _as_dtype(values: Any, dtype: Any) -> Any:
    import pandas as pd
    from pandas.api import types as ptypes

    if ptypes.is_bool_dtype(dtype):
        mapped = values.map({"True": True, "False": False, "": pd.NA})
        return mapped.astype(bool if not mapped.isna().any() else "boolean")
    if ptypes.is_numeric_dtype(dtype):
        numbers = pd.to_numeric(values.replace("", None))
        if ptypes.is_integer_dtype(dtype) and numbers.isna().any():
            return numbers.astype("Int64")  # a missing id stays missing
        return numbers.astype(dtype)
    if ptypes.is_datetime64_any_dtype(dtype):
        return pd.to_datetime(values.replace("", None)).astype(dtype)
    if isinstance(dtype, pd.CategoricalDtype):
        return values.replace("", None).astype(dtype)
    return values


def _from_feature(values: Any, feature: Any) -> Any:
    """A column as `Dataset.to_pandas` would give it: class labels as their ids, Values in their type."""
    import pandas as pd

    if hasattr(feature, "str2int"):  # ClassLabel; an unlabelled row (empty) is -1, as in datasets
        return values.map(lambda name: -1 if name == "" else feature.str2int(name)).astype("int64")
    dtype = getattr(feature, "dtype", "string")
    if dtype == "bool":
        return _as_dtype(values, "bool")
    if dtype.startswith(("int", "uint", "float")):
        return _as_dtype(values, pd.api.types.pandas_dtype(dtype))
    return values
