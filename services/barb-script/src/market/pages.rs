//! Loaded columns in pages of their own.
//!
//! A decoded instrument's columns are its largest and longest-lived
//! allocations. Left to glibc's allocator they land wherever the load's
//! temporaries were: the first large block a program frees raises glibc's
//! threshold for mapping blocks on their own (its "dynamic mmap
//! threshold"), so from then on a column of a few MiB is carved out of an
//! arena among the decoder's buffers and the last query's, and the
//! arena's free space around it stays resident (the second Parquet
//! instrument the memory bench loads cost 1.46–1.74× its raw bytes, its
//! frames 1.17×). Copying each large column once
//! into an anonymous mapping of its own makes an instrument cost its
//! columns and nothing else, whatever was allocated before, and gives the
//! pages back whole when it is evicted; the allocator keeps its dynamic
//! threshold, which the queries' speed relies on (fixing the threshold
//! process-wide made whole-history queries up to twice as slow in
//! alternating runs of the pipeline bench).
//!
//! Columns that are already someone else's pages (a memory-mapped Arrow IPC
//! file's) stay where they are: the caller names them.

use std::collections::HashSet;
use std::marker::PhantomData;

use polars::prelude::*;
use polars_arrow::array::{Array, PrimitiveArray};
use polars_arrow::types::NativeType;
use polars_buffer::Buffer;

use crate::error::Result;

/// Columns smaller than this stay in the allocator's heap: a mapping is
/// page-granular and a system call, not worth it for small frames.
pub(crate) const MIN_BYTES: usize = 256 << 10;

/// The values of one column in an anonymous read-only mapping.
struct Pages<T> {
    map: memmap2::Mmap,
    len: usize,
    _values: PhantomData<T>,
}

impl<T: NativeType> AsRef<[T]> for Pages<T> {
    fn as_ref(&self) -> &[T] {
        // SAFETY: the mapping is page-aligned (so aligned for any primitive
        // type), holds `len` values of `T` written by `copy_values`, and is
        // read-only and owned by `self` for as long as the slice is borrowed.
        unsafe { std::slice::from_raw_parts(self.map.as_ptr().cast::<T>(), self.len) }
    }
}

/// Copies `values` into a mapping of its own.
fn copy_values<T: NativeType>(values: &[T]) -> std::io::Result<Pages<T>> {
    let bytes = std::mem::size_of_val(values);
    let mut map = memmap2::MmapOptions::new().len(bytes.max(1)).map_anon()?;
    // SAFETY: `T` is a plain primitive (no padding, any bit pattern valid),
    // so its values are `bytes` initialised bytes.
    let src = unsafe { std::slice::from_raw_parts(values.as_ptr().cast::<u8>(), bytes) };
    map[..bytes].copy_from_slice(src);
    Ok(Pages { map: map.make_read_only()?, len: values.len(), _values: PhantomData })
}

/// Where a column's values live (its first chunk's buffer), for telling a
/// mapped file's columns from the decoded ones; `None` for a column that is
/// not one flat primitive chunk without nulls.
pub(crate) fn storage(column: &Column) -> Option<usize> {
    let s = column.as_materialized_series().to_physical_repr();
    let chunk = s.chunks().first()?;
    if s.chunks().len() != 1 || chunk.null_count() > 0 {
        return None;
    }
    fn ptr<T: NativeType>(a: &dyn Array) -> Option<usize> {
        a.as_any().downcast_ref::<PrimitiveArray<T>>().map(|p| p.values().storage_ptr() as usize)
    }
    let a = chunk.as_ref();
    ptr::<i64>(a).or_else(|| ptr::<f64>(a)).or_else(|| ptr::<i32>(a)).or_else(|| ptr::<f32>(a))
}

/// The column with its values copied into a mapping of its own, when it is
/// one flat chunk of 8- or 4-byte primitives without nulls of at least
/// [`MIN_BYTES`]; otherwise the column as it is.
fn own_pages(column: &Column) -> Result<Column> {
    let s = column.as_materialized_series();
    let phys = s.to_physical_repr();
    if phys.chunks().len() != 1 || phys.null_count() > 0 {
        return Ok(column.clone());
    }
    let chunk = phys.chunks()[0].as_ref();
    fn moved<T: NativeType>(a: &dyn Array) -> Option<std::io::Result<Box<dyn Array>>> {
        let p = a.as_any().downcast_ref::<PrimitiveArray<T>>()?;
        if std::mem::size_of_val(p.values().as_slice()) < MIN_BYTES {
            return None;
        }
        Some(copy_values(p.values().as_slice()).map(|pages| {
            Box::new(PrimitiveArray::<T>::new(p.dtype().clone(), Buffer::from_owner(pages), None)) as Box<dyn Array>
        }))
    }
    let array = moved::<i64>(chunk).or_else(|| moved::<f64>(chunk)).or_else(|| moved::<i32>(chunk));
    let Some(array) = array else {
        return Ok(column.clone());
    };
    let array = array.map_err(|e| {
        crate::error::BarbError::new(
            crate::error::ErrorCode::Data,
            format!("cannot map memory for column '{}': {e}", s.name()),
        )
    })?;
    // SAFETY: the chunk is the column's own physical array, copied: same
    // arrow type, length and (no) validity, so valid for its logical dtype.
    let mut out = unsafe { Series::from_chunks_and_dtype_unchecked(s.name().clone(), vec![array], s.dtype()) };
    out.set_sorted_flag(s.is_sorted_flag());
    Ok(out.into_column())
}

/// `df` with every large flat column moved into pages of its own, except
/// the columns whose values are in `keep` (buffers already mapped from a
/// file, by [`storage`]). The old buffers are freed when the last clone of
/// `df` is dropped.
pub(crate) fn into_own_pages(df: &DataFrame, keep: &HashSet<usize>) -> Result<DataFrame> {
    let columns = df
        .columns()
        .iter()
        .map(|c| if storage(c).is_some_and(|p| keep.contains(&p)) { Ok(c.clone()) } else { own_pages(c) })
        .collect::<Result<Vec<_>>>()?;
    Ok(DataFrame::new(df.height(), columns)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values, dtype, order flag and frame shape survive the move, the moved
    /// columns' values are in new buffers, kept and small ones are not moved.
    #[test]
    fn columns_move_into_own_pages_unchanged() {
        let n = 100_000;
        let ts: Vec<i64> = (0..n).map(|i| 1_700_000_000_000_000 + i * 60_000_000).collect();
        let mut df = df! {
            "timestamp" => ts,
            "close" => (0..n).map(|i| i as f64 * 0.25).collect::<Vec<_>>(),
            "volume" => (0..n).map(|i| i % 7).collect::<Vec<i64>>(),
            "__mod" => (0..n).map(|i| (i % 1440) as i32).collect::<Vec<_>>(),
            "small" => (0..n).map(|i| (i % 3) as i8).collect::<Vec<_>>(),
        }
        .unwrap();
        df.with_column(
            df.column("timestamp").unwrap().cast(&DataType::Datetime(TimeUnit::Microseconds, None)).unwrap(),
        )
        .unwrap();
        let mut ts = df.column("timestamp").unwrap().as_materialized_series().clone();
        ts.set_sorted_flag(polars::series::IsSorted::Ascending);
        df.with_column(ts.into_column()).unwrap();
        let before: Vec<Option<usize>> = df.columns().iter().map(storage).collect();
        let keep: HashSet<usize> = [before[2].unwrap()].into();
        let out = into_own_pages(&df, &keep).unwrap();
        assert!(out.equals_missing(&df));
        assert_eq!(out.schema(), df.schema());
        let after: Vec<Option<usize>> = out.columns().iter().map(storage).collect();
        assert_ne!(after[0], before[0], "timestamp moved");
        assert_ne!(after[1], before[1], "close moved");
        assert_eq!(after[2], before[2], "kept");
        assert_ne!(after[3], before[3], "__mod moved");
        assert_eq!(after[4], None, "i8 is not a market column type and stays");
        assert_eq!(
            out.column("timestamp").unwrap().as_materialized_series().is_sorted_flag(),
            polars::series::IsSorted::Ascending
        );
        // Small frames stay in the heap.
        let small = df.head(Some(10));
        let small_before: Vec<Option<usize>> = small.columns().iter().map(storage).collect();
        let small_out = into_own_pages(&small, &HashSet::new()).unwrap();
        let small_after: Vec<Option<usize>> = small_out.columns().iter().map(storage).collect();
        assert_eq!(small_before, small_after);
    }
}
