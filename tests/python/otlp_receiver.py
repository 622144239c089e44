"""An OTLP/gRPC trace receiver for the telemetry tests, independent of the
services' Rust OpenTelemetry stack: the official OpenTelemetry protos
(opentelemetry-proto) served with grpcio.

    python otlp_receiver.py PORT OUT.jsonl

Listens on 127.0.0.1:PORT, prints "listening" once ready, and appends every
exported span to OUT.jsonl as one JSON object per line:
{service, trace_id, span_id, parent_span_id, name, kind, status, status_message,
attributes}. `kind` and `status` are the proto enum names (SPAN_KIND_SERVER,
STATUS_CODE_ERROR, ...). Stops on SIGTERM.
"""

import json
import signal
import sys
import threading
from concurrent import futures

import grpc
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2, trace_service_pb2_grpc
from opentelemetry.proto.trace.v1 import trace_pb2


def value(v):
    kind = v.WhichOneof("value")
    if kind == "array_value":
        return [value(x) for x in v.array_value.values]
    if kind == "kvlist_value":
        return {kv.key: value(kv.value) for kv in v.kvlist_value.values}
    return getattr(v, kind) if kind else None


class Receiver(trace_service_pb2_grpc.TraceServiceServicer):
    def __init__(self, out):
        self.out = out
        self.lock = threading.Lock()

    def Export(self, request, context):
        lines = []
        for rs in request.resource_spans:
            resource = {kv.key: value(kv.value) for kv in rs.resource.attributes}
            for ss in rs.scope_spans:
                for s in ss.spans:
                    lines.append(json.dumps({
                        "service": resource.get("service.name"),
                        "trace_id": s.trace_id.hex(),
                        "span_id": s.span_id.hex(),
                        "parent_span_id": s.parent_span_id.hex(),
                        "name": s.name,
                        "kind": trace_pb2.Span.SpanKind.Name(s.kind),
                        "status": trace_pb2.Status.StatusCode.Name(s.status.code),
                        "status_message": s.status.message,
                        "attributes": {kv.key: value(kv.value) for kv in s.attributes},
                    }))
        with self.lock:
            with open(self.out, "a") as f:
                for line in lines:
                    f.write(line + "\n")
        return trace_service_pb2.ExportTraceServiceResponse()


def main():
    port, out = int(sys.argv[1]), sys.argv[2]
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=4))
    trace_service_pb2_grpc.add_TraceServiceServicer_to_server(Receiver(out), server)
    server.add_insecure_port(f"127.0.0.1:{port}")
    server.start()
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    print("listening", flush=True)
    stop.wait()
    server.stop(grace=1).wait()


if __name__ == "__main__":
    main()
