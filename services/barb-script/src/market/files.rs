//! Market data files: `<SYMBOL>.parquet` or Arrow IPC (`.arrow`, `.ipc`,
//! `.feather`) per instrument in the data directory, plus optional
//! `<SYMBOL>_1d.<ext>` settlement bars.
//!
//! Parquet is decoded into memory. Uncompressed Arrow IPC is memory-mapped:
//! its buffers are the file's pages, read in by the kernel as queries touch
//! them and dropped by it under memory pressure, so an instrument costs only
//! the hidden columns computed at load (trading date, minute of day) plus
//! what is being read. A compressed IPC file is decompressed into memory.
//! Write IPC files as one record batch (several batches are one chunk each
//! and get copied into one at load) and replace them by renaming, never by
//! rewriting in place: a mapped file truncated under a reader is a SIGBUS.
//!
//! A file's identity is its path, length and modification time: a reload of
//! the data directory ([`super::Markets::reload`]) keeps an instrument loaded
//! while its identity is unchanged.

use std::fs::File;
use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use polars::prelude::*;
use polars_arrow::datatypes::ArrowDataType;
use polars_arrow::io::ipc::read::{FileReader, read_file_metadata};

use crate::error::{BarbError, ErrorCode, Result};

/// How a file is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Apache Parquet, decoded into memory.
    Parquet,
    /// Arrow IPC file, memory-mapped when uncompressed.
    Ipc,
}

impl Format {
    /// The format of a file extension (`parquet`, `arrow`, `ipc`, `feather`).
    pub fn of(path: &Path) -> Option<Format> {
        match path.extension()?.to_str()?.to_ascii_lowercase().as_str() {
            "parquet" => Some(Format::Parquet),
            "arrow" | "ipc" | "feather" => Some(Format::Ipc),
            _ => None,
        }
    }
}

/// A data file and its identity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataFile {
    /// Where it is.
    pub path: PathBuf,
    /// How it is read.
    pub format: Format,
    /// Length in bytes.
    pub bytes: u64,
    /// Last modification.
    pub modified: Option<SystemTime>,
}

fn data_err(msg: impl Into<String>) -> BarbError {
    BarbError::new(ErrorCode::Data, msg)
}

impl DataFile {
    /// The file at `path` (its format from the extension), with its identity now.
    pub fn at(path: &Path) -> Result<DataFile> {
        let format = Format::of(path).ok_or_else(|| {
            data_err(format!("{} is not a Parquet or Arrow IPC file", path.display()))
                .hint("name data files <SYMBOL>.parquet, <SYMBOL>.arrow, .ipc or .feather")
        })?;
        let meta = std::fs::metadata(path).map_err(|e| data_err(format!("cannot open {}: {e}", path.display())))?;
        Ok(DataFile { path: path.to_path_buf(), format, bytes: meta.len(), modified: meta.modified().ok() })
    }

    /// Reads the whole file (IPC memory-mapped when uncompressed).
    pub fn read(&self) -> Result<DataFrame> {
        Ok(self.read_mapped()?.0)
    }

    /// Reads the whole file, and whether its columns are the file's mapped
    /// pages (true) or decoded into memory (false).
    pub(crate) fn read_mapped(&self) -> Result<(DataFrame, bool)> {
        match self.format {
            Format::Parquet => {
                let file = self.open()?;
                let df = ParquetReader::new(file)
                    .finish()
                    .map_err(|e| data_err(format!("{} is not a readable Parquet file: {e}", self.path.display())))?;
                Ok((df, false))
            }
            Format::Ipc => self.read_ipc(),
        }
    }

    /// The first and last rows (one row when there is one) and the row
    /// count, read without decoding the rest (Parquet slices; IPC is mapped).
    pub fn ends(&self) -> Result<(DataFrame, usize)> {
        let (head, tail, rows) = match self.format {
            Format::Parquet => {
                let bad =
                    |e: PolarsError| data_err(format!("{} is not a readable Parquet file: {e}", self.path.display()));
                let rows = ParquetReader::new(self.open()?).num_rows().map_err(bad)?;
                let slice =
                    |at: usize| ParquetReader::new(self.open()?).with_slice(Some((at, 1))).finish().map_err(bad);
                (slice(0)?, slice(rows.saturating_sub(1))?, rows)
            }
            Format::Ipc => {
                let (df, _) = self.read_ipc()?;
                let rows = df.height();
                (df.head(Some(1)), df.tail(Some(1)), rows)
            }
        };
        let mut out = head;
        if rows > 1 {
            out.vstack_mut(&tail)?;
        }
        Ok((out, rows))
    }

    fn open(&self) -> Result<File> {
        File::open(&self.path).map_err(|e| data_err(format!("cannot open {}: {e}", self.path.display())))
    }

    fn read_ipc(&self) -> Result<(DataFrame, bool)> {
        let bad = |e: &dyn std::fmt::Display| {
            data_err(format!("{} is not a readable Arrow IPC file: {e}", self.path.display()))
        };
        let file = self.open()?;
        // SAFETY: the map is read-only and private to this process; the data
        // directory's contract (README) is that files are replaced by
        // renaming, never modified in place, so the pages stay valid for as
        // long as the map (held by the arrays) lives.
        let map = Arc::new(unsafe { memmap2::Mmap::map(&file) }.map_err(|e| bad(&e))?);
        let metadata = read_file_metadata(&mut Cursor::new(map.as_ref().as_ref())).map_err(|e| bad(&e))?;
        // Only flat numeric and temporal columns are mapped: they have no
        // offsets or UTF-8 that the unchecked mapping would trust unverified.
        for (name, field) in metadata.schema.iter() {
            let ok = matches!(
                field.dtype(),
                ArrowDataType::Int8
                    | ArrowDataType::Int16
                    | ArrowDataType::Int32
                    | ArrowDataType::Int64
                    | ArrowDataType::UInt8
                    | ArrowDataType::UInt16
                    | ArrowDataType::UInt32
                    | ArrowDataType::UInt64
                    | ArrowDataType::Float32
                    | ArrowDataType::Float64
                    | ArrowDataType::Timestamp(..)
                    | ArrowDataType::Date32
                    | ArrowDataType::Date64
            );
            if !ok {
                return Err(data_err(format!(
                    "{}: column '{name}' has type {:?}; market data files hold timestamps and numbers only",
                    self.path.display(),
                    field.dtype()
                ))
                .hint("keep timestamp/ts, open, high, low, close and volume"));
            }
        }
        let schema = metadata.schema.clone();
        let frame = |batch: polars_arrow::record_batch::RecordBatch| -> Result<DataFrame> {
            let height = batch.height();
            let columns = schema
                .iter_values()
                .zip(batch.into_arrays())
                .map(|(f, a)| Series::from_arrow(f.name.clone(), a).map(Column::from))
                .collect::<PolarsResult<Vec<_>>>()?;
            Ok(DataFrame::new(height, columns)?)
        };
        let mut out: Option<DataFrame> = None;
        let mut mapped = true;
        // SAFETY: flat numeric columns only (checked above); the mapping
        // checks buffer bounds against the file.
        let dictionaries =
            unsafe { polars_arrow::mmap::mmap_dictionaries_unchecked(&metadata, map.clone()) }.map_err(|e| bad(&e))?;
        for block in 0..metadata.blocks.len() {
            // SAFETY: as above.
            match unsafe { polars_arrow::mmap::mmap_unchecked(&metadata, &dictionaries, map.clone(), block) } {
                Ok(batch) => append(&mut out, frame(batch)?)?,
                // Compressed buffers cannot be mapped: decode the file into memory.
                Err(e) if e.to_string().contains("uncompressed") => {
                    out = None;
                    mapped = false;
                    for batch in FileReader::new(self.open()?, metadata.clone(), None, None) {
                        append(&mut out, frame(batch.map_err(|e| bad(&e))?)?)?;
                    }
                    break;
                }
                Err(e) => return Err(bad(&e)),
            }
        }
        match out {
            Some(df) => Ok((df, mapped)),
            None => Ok((DataFrame::empty_with_schema(&Schema::from_arrow_schema(&schema)), mapped)),
        }
    }
}

fn append(out: &mut Option<DataFrame>, df: DataFrame) -> Result<()> {
    match out.as_mut() {
        None => *out = Some(df),
        Some(acc) => {
            acc.vstack_mut(&df)?;
        }
    }
    Ok(())
}

/// Writes `df` as an Arrow IPC file of one record batch (uncompressed, so
/// it is memory-mapped when loaded; `compress` writes LZ4 buffers instead).
pub fn write_ipc(df: &mut DataFrame, path: &Path, compress: bool) -> Result<()> {
    use polars_arrow::io::ipc::write::{Compression, FileWriter, WriteOptions};
    df.rechunk_mut();
    let io = |e: std::io::Error| data_err(format!("cannot write {}: {e}", path.display()));
    let file = std::io::BufWriter::new(File::create(path).map_err(io)?);
    let batch = df.iter_chunks(CompatLevel::newest(), false).next();
    let schema = Arc::new(df.schema().to_arrow(CompatLevel::newest()));
    let options = WriteOptions { compression: compress.then_some(Compression::LZ4) };
    let mut writer = FileWriter::try_new(file, schema, None, options)?;
    if let Some(batch) = batch {
        writer.write(&batch, None)?;
    }
    writer.finish()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipc_files_round_trip_mapped_or_compressed() {
        let mut df = df! {"a" => [1i64, 2, 3], "b" => [0.5f64, 1.5, f64::NAN]}.unwrap();
        let dir = tempfile::tempdir().unwrap();
        for compress in [false, true] {
            let path = dir.path().join(format!("X{compress}.arrow"));
            write_ipc(&mut df, &path, compress).unwrap();
            let back = DataFile::at(&path).unwrap().read().unwrap();
            assert!(back.equals_missing(&df), "{back}");
        }
        let mut text = df! {"s" => ["x"]}.unwrap();
        let path = dir.path().join("T.arrow");
        write_ipc(&mut text, &path, false).unwrap();
        let e = DataFile::at(&path).unwrap().read().unwrap_err();
        assert!(e.message.contains("timestamps and numbers"), "{}", e.message);
    }

    #[test]
    fn formats_by_extension() {
        assert_eq!(Format::of(Path::new("NQ.parquet")), Some(Format::Parquet));
        assert_eq!(Format::of(Path::new("es.Arrow")), Some(Format::Ipc));
        assert_eq!(Format::of(Path::new("ES.feather")), Some(Format::Ipc));
        assert_eq!(Format::of(Path::new("ES.csv")), None);
        assert_eq!(DataFile::at(Path::new("/nonexistent/NQ.parquet")).unwrap_err().code, ErrorCode::Data);
    }
}
