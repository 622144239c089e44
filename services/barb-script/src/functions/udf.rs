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

/// A Float64 column of `out` with NaN as null (one bulk move, a validity
/// mask only when a NaN occurs).
fn from_f64(name: PlSmallStr, out: Vec<f64>) -> Float64Chunked {
    if !out.iter().any(|x| x.is_nan()) {
        return Float64Chunked::from_vec(name, out);
    }
    let valid: polars_arrow::bitmap::Bitmap = out.iter().map(|x| !x.is_nan()).collect();
    Float64Chunked::from_vec_validity(name, out, Some(valid))
}

/// The columns as Float64 series (to borrow from), their common length and
/// the output's name.
fn inputs(cols: &[Column]) -> PolarsResult<(Vec<Series>, usize, PlSmallStr)> {
    let len = cols.iter().map(Column::len).max().unwrap_or(0);
    let name = cols.first().map(|c| c.name().clone()).unwrap_or_default();
    Ok((cols.iter().map(as_f64).collect::<PolarsResult<_>>()?, len, name))
}

/// Runs `kernel` on the series' values.
fn run(kernel: &Kernel, series: &[Series], len: usize) -> PolarsResult<Vec<f64>> {
    let vals = series.iter().map(|s| values(s, len)).collect::<PolarsResult<Vec<_>>>()?;
    Ok(kernel(&vals))
}

/// Applies `kernel` to `args`; the result is a Float64 series with NaN → null.
pub fn num(args: Vec<Expr>, kernel: Kernel) -> Expr {
    let mut it = args.into_iter();
    let first = it.next().expect("at least one input");
    let rest: Vec<Expr> = it.collect();
    first.apply_many(
        move |cols: &mut [Column]| {
            let (series, len, name) = inputs(cols)?;
            Ok(from_f64(name, run(&kernel, &series, len)?).into_series().into_column())
        },
        &rest,
        |_, fields| Ok(Field::new(fields[0].name().clone(), DataType::Float64)),
    )
}

/// Applies a kernel producing booleans (encoded 0/1; NaN → false).
pub fn boolean(args: Vec<Expr>, kernel: Kernel) -> Expr {
    let mut it = args.into_iter();
    let first = it.next().expect("at least one input");
    let rest: Vec<Expr> = it.collect();
    first.apply_many(
        move |cols: &mut [Column]| {
            let (series, len, name) = inputs(cols)?;
            let out = run(&kernel, &series, len)?;
            let ca = BooleanChunked::from_iter_values(name, out.into_iter().map(|x| x == 1.0));
            Ok(ca.into_series().into_column())
        },
        &rest,
        |_, fields| Ok(Field::new(fields[0].name().clone(), DataType::Boolean)),
    )
}

/// A kernel producing a condition per row as bits (no missing values).
pub type MaskKernel = Arc<dyn Fn(&[Cow<'_, [f64]>]) -> Bitmap + Send + Sync>;

/// Applies a [`MaskKernel`]: a Boolean column without nulls, built from the
/// kernel's bits without a pass per row.
pub fn mask(args: Vec<Expr>, kernel: MaskKernel) -> Expr {
    let mut it = args.into_iter();
    let first = it.next().expect("at least one input");
    let rest: Vec<Expr> = it.collect();
    first.apply_many(
        move |cols: &mut [Column]| {
            let (series, len, name) = inputs(cols)?;
            let vals = series.iter().map(|s| values(s, len)).collect::<PolarsResult<Vec<_>>>()?;
            let arr = BooleanArray::new(ArrowDataType::Boolean, kernel(&vals), None);
            Ok(BooleanChunked::with_chunk(name, arr).into_series().into_column())
        },
        &rest,
        |_, fields| Ok(Field::new(fields[0].name().clone(), DataType::Boolean)),
    )
}

/// The bits `test(0..len)`, packed eight rows a byte (a loop the compiler
/// can keep branch-free, unlike collecting booleans one by one).
pub fn bits(len: usize, test: impl Fn(usize) -> bool) -> Bitmap {
    let mut bytes = vec![0u8; len.div_ceil(8)];
    for (b, byte) in bytes.iter_mut().enumerate() {
        let base = 8 * b;
        let mut v = 0u8;
        for j in 0..8.min(len - base) {
            v |= u8::from(test(base + j)) << j;
        }
        *byte = v;
    }
    Bitmap::from_u8_vec(bytes, len)
}

/// Wraps a closure as a [`MaskKernel`].
pub fn mask_kernel(f: impl Fn(&[Cow<'_, [f64]>]) -> Bitmap + Send + Sync + 'static) -> MaskKernel {
    Arc::new(f)
}

/// Wraps a plain function pointer or closure as a [`Kernel`].
pub fn kernel(f: impl Fn(&[Cow<'_, [f64]>]) -> Vec<f64> + Send + Sync + 'static) -> Kernel {
    Arc::new(f)
}
