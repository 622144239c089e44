//! Bridges for functions implemented as tight loops over contiguous `f64`
//! slices (recursions such as EMA/Wilder smoothing, and rolling windows with
//! pandas' NaN rules). Missing values travel as NaN inside a loop, exactly as
//! in the reference system, and leave as nulls.
//!
//! The UDFs are registered as *group-wise* polars functions on purpose: an
//! element-wise UDF would let the optimizer push a later filter below it and
//! compute an EMA over the filtered rows only.

use std::borrow::Cow;
use std::sync::Arc;

use polars::prelude::*;
use polars_arrow::array::BooleanArray;
use polars_arrow::bitmap::Bitmap;
use polars_arrow::bitmap::utils::SlicesIterator;
use polars_arrow::datatypes::ArrowDataType;

use super::bits::{self, Side, Test};

/// A numeric kernel: inputs (same length) → output of that length. An
/// input borrows its column's values where they already are the kernel's
/// form (one chunk, NaN wherever a value is missing), else is a copy.
pub type Kernel = Arc<dyn Fn(&[Cow<'_, [f64]>]) -> Vec<f64> + Send + Sync>;

/// `c` as Float64 (no copy when it already is).
fn as_f64(c: &Column) -> PolarsResult<Series> {
    c.as_materialized_series().cast(&DataType::Float64)
}

/// The values of a Float64 series with NaN for missing: borrowed when the
/// series is one chunk whose null slots already hold NaN (the kernels' own
/// outputs, and every column without nulls), copied otherwise.
fn values(s: &Series, len: usize) -> PolarsResult<Cow<'_, [f64]>> {
    let ca = s.f64()?;
    if ca.chunks().len() == 1 && !(ca.len() == 1 && len > 1) {
        let arr = ca.downcast_iter().next().expect("one chunk");
        let v = arr.values().as_slice();
        let nan_where_null = match arr.validity().filter(|m| m.unset_bits() > 0) {
            None => true,
            // A window function's output: missing only until its first
            // full window.
            Some(valid) if valid.leading_zeros() == valid.unset_bits() => {
                v[..valid.leading_zeros()].iter().all(|x| x.is_nan())
            }
            // The gaps between the runs of valid values are the nulls.
            Some(valid) => {
                let mut next = 0;
                let mut clean = true;
                for (start, run) in SlicesIterator::new(valid) {
                    clean &= v[next..start].iter().all(|x| x.is_nan());
                    next = start + run;
                }
                clean && v[next..].iter().all(|x| x.is_nan())
            }
        };
        if nan_where_null {
            return Ok(Cow::Borrowed(v));
        }
    }
    let mut v: Vec<f64> = Vec::with_capacity(ca.len());
    // Chunk by chunk: a bulk copy where there are no nulls.
    for arr in ca.downcast_iter() {
        match arr.validity().filter(|m| m.unset_bits() > 0) {
            None => v.extend_from_slice(arr.values()),
            Some(valid) => {
                v.extend(arr.values().iter().zip(valid.iter()).map(|(x, ok)| if ok { *x } else { f64::NAN }))
            }
        }
    }
    // A literal argument arrives with length 1: broadcast it.
    Ok(Cow::Owned(if v.len() == 1 && len > 1 { vec![v[0]; len] } else { v }))
}

/// A Float64 column of `out` with NaN as null (one bulk move; the validity
/// mask packed in one pass and kept only when a NaN occurs).
fn from_f64(name: PlSmallStr, out: Vec<f64>) -> Float64Chunked {
    let valid = Bitmap::from_u8_vec(bits::pack(&out, Side::Value(0.0), Test::Present), out.len());
    if valid.unset_bits() == 0 {
        return Float64Chunked::from_vec(name, out);
    }
    Float64Chunked::from_vec_validity(name, out, Some(valid))
}

/// Applies `f` to the arguments' values (one slice per argument, borrowed
/// where it can be: [`values`]) and the first argument's name; `dtype` is
/// the type of the column `f` makes. The one bridge every kernel kind uses.
fn apply(
    args: Vec<Expr>,
    dtype: DataType,
    f: impl Fn(PlSmallStr, &[Cow<'_, [f64]>]) -> Column + Send + Sync + 'static,
) -> Expr {
    let mut it = args.into_iter();
    let first = it.next().expect("at least one input");
    let rest: Vec<Expr> = it.collect();
    first.apply_many(
        move |cols: &mut [Column]| {
            let len = cols.iter().map(Column::len).max().unwrap_or(0);
            let name = cols.first().map(|c| c.name().clone()).unwrap_or_default();
            let series = cols.iter().map(as_f64).collect::<PolarsResult<Vec<_>>>()?;
            let vals = series.iter().map(|s| values(s, len)).collect::<PolarsResult<Vec<_>>>()?;
            Ok(f(name, &vals))
        },
        &rest,
        move |_, fields| Ok(Field::new(fields[0].name().clone(), dtype.clone())),
    )
}

/// Applies `kernel` to `args`; the result is a Float64 series with NaN → null.
pub fn num(args: Vec<Expr>, kernel: Kernel) -> Expr {
    apply(args, DataType::Float64, move |name, vals| from_f64(name, kernel(vals)).into_series().into_column())
}

/// Applies a kernel producing booleans (encoded 0/1; NaN → false).
pub fn boolean(args: Vec<Expr>, kernel: Kernel) -> Expr {
    apply(args, DataType::Boolean, move |name, vals| {
        BooleanChunked::from_iter_values(name, kernel(vals).into_iter().map(|x| x == 1.0)).into_series().into_column()
    })
}

/// A kernel producing a condition per row as bits (no missing values).
pub type MaskKernel = Arc<dyn Fn(&[Cow<'_, [f64]>]) -> Bitmap + Send + Sync>;

/// Applies a [`MaskKernel`]: a Boolean column without nulls, built from the
/// kernel's bits without a pass per row.
pub fn mask(args: Vec<Expr>, kernel: MaskKernel) -> Expr {
    apply(args, DataType::Boolean, move |name, vals| {
        let arr = BooleanArray::new(ArrowDataType::Boolean, kernel(vals), None);
        BooleanChunked::with_chunk(name, arr).into_series().into_column()
    })
}

/// `test` of `a[i]` and `b[i]` for two Float64 series (either may be a
/// single value, compared with every row), false where either side is
/// missing or NaN: the lowering's numeric comparison,
/// `fill_null(cmp(fill_nan(a, null), fill_nan(b, null)), false)`, in one
/// packed pass instead of a NaN test, a select and a null fill per side.
/// A Boolean series without nulls, named after `a`.
pub(crate) fn compare_floats(a: &Series, b: &Series, test: Test) -> PolarsResult<Series> {
    let (p, q) = (values(a, a.len())?, values(b, b.len())?);
    // A single value is compared with every row of the other side (which
    // may have none); a value on the left turns the test around.
    let (bytes, len) = match (p.len(), q.len()) {
        (x, y) if x == y => (bits::pack(&p, Side::Column(&q), test), x),
        (1, y) => (bits::pack(&q, Side::Value(p[0]), mirrored(test)), y),
        (x, 1) => (bits::pack(&p, Side::Value(q[0]), test), x),
        (x, y) => polars_bail!(ShapeMismatch: "cannot compare {x} rows with {y}"),
    };
    let arr = BooleanArray::new(ArrowDataType::Boolean, Bitmap::from_u8_vec(bytes, len), None);
    Ok(BooleanChunked::with_chunk(a.name().clone(), arr).into_series())
}

/// The test with its sides swapped: `c < x` is `x > c`.
fn mirrored(test: Test) -> Test {
    match test {
        Test::Gt => Test::Lt,
        Test::Ge => Test::Le,
        Test::Lt => Test::Gt,
        Test::Le => Test::Ge,
        same => same,
    }
}

/// Wraps a closure as a [`MaskKernel`].
pub fn mask_kernel(f: impl Fn(&[Cow<'_, [f64]>]) -> Bitmap + Send + Sync + 'static) -> MaskKernel {
    Arc::new(f)
}

/// Wraps a plain function pointer or closure as a [`Kernel`].
pub fn kernel(f: impl Fn(&[Cow<'_, [f64]>]) -> Vec<f64> + Send + Sync + 'static) -> Kernel {
    Arc::new(f)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A column missing only at its start (a window function's warm-up)
    /// and one missing in the middle give the same values, NaN where missing.
    #[test]
    fn missing_values_read_as_nan() {
        for valid in [[false, false, true, true, true], [true, false, true, false, true]] {
            let ca: Float64Chunked = (0..5).map(|i| valid[i].then_some(i as f64)).collect::<Float64Chunked>();
            let s = ca.into_series();
            let got = values(&s, 5).unwrap();
            let want: Vec<f64> = (0..5).map(|i| if valid[i] { i as f64 } else { f64::NAN }).collect();
            assert_eq!(format!("{got:?}"), format!("{want:?}"));
        }
        // NaN under the missing slots (a kernel's own output) is borrowed.
        let out = from_f64("x".into(), vec![f64::NAN, f64::NAN, 2.0, 3.0]).into_series();
        assert!(matches!(values(&out, 4).unwrap(), Cow::Borrowed(_)));
    }
}
