//! Bridges for functions implemented as tight loops over contiguous `f64`
//! slices (recursions such as EMA/Wilder smoothing, and rolling windows with
//! pandas' NaN rules). Missing values travel as NaN inside a loop, exactly as
//! in the reference system, and leave as nulls.
//!
//! The UDFs are registered as *group-wise* polars functions on purpose: an
//! element-wise UDF would let the optimizer push a later filter below it and
//! compute an EMA over the filtered rows only.

use std::sync::Arc;

use polars::prelude::*;

/// A numeric kernel: inputs (same length) → output of that length.
pub type Kernel = Arc<dyn Fn(&[Vec<f64>]) -> Vec<f64> + Send + Sync>;

fn to_f64(c: &Column, len: usize) -> PolarsResult<Vec<f64>> {
    let s = c.as_materialized_series().cast(&DataType::Float64)?;
    let ca = s.f64()?;
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
    Ok(if v.len() == 1 && len > 1 { vec![v[0]; len] } else { v })
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

fn inputs(cols: &[Column]) -> PolarsResult<(Vec<Vec<f64>>, PlSmallStr)> {
    let len = cols.iter().map(Column::len).max().unwrap_or(0);
    let name = cols.first().map(|c| c.name().clone()).unwrap_or_default();
    Ok((cols.iter().map(|c| to_f64(c, len)).collect::<PolarsResult<_>>()?, name))
}

/// Applies `kernel` to `args`; the result is a Float64 series with NaN → null.
pub fn num(args: Vec<Expr>, kernel: Kernel) -> Expr {
    let mut it = args.into_iter();
    let first = it.next().expect("at least one input");
    let rest: Vec<Expr> = it.collect();
    first.apply_many(
        move |cols: &mut [Column]| {
            let (vals, name) = inputs(cols)?;
            Ok(from_f64(name, kernel(&vals)).into_series().into_column())
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
            let (vals, name) = inputs(cols)?;
            let out = kernel(&vals);
            let ca = BooleanChunked::from_iter_values(name, out.into_iter().map(|x| x == 1.0));
            Ok(ca.into_series().into_column())
        },
        &rest,
        |_, fields| Ok(Field::new(fields[0].name().clone(), DataType::Boolean)),
    )
}

/// Wraps a plain function pointer or closure as a [`Kernel`].
pub fn kernel(f: impl Fn(&[Vec<f64>]) -> Vec<f64> + Send + Sync + 'static) -> Kernel {
    Arc::new(f)
}
