// Apple Foundation's `URLSession.bytes(from:)`, which Linux's FoundationNetworking lacks: a
// live client reads a response body byte by byte (`for try await byte in bytes`).
#if !canImport(SwiftUI)
  #if canImport(FoundationNetworking)
    import Foundation
    import FoundationNetworking

    extension URLSession {
      /// The body of `url` byte by byte, with the response (Apple Foundation's; Linux
      /// Foundation has none). Here the whole body is fetched first, then handed out.
      public func bytes(
        from url: URL, delegate: (any URLSessionTaskDelegate)? = nil
      ) async throws -> (AsyncBytes, URLResponse) {
        let (data, response) = try await data(from: url)
        return (AsyncBytes(data: data), response)
      }

      /// The body of `request` byte by byte, with the response, as ``bytes(from:delegate:)``.
      public func bytes(
        for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil
      ) async throws -> (AsyncBytes, URLResponse) {
        let (data, response) = try await data(for: request)
        return (AsyncBytes(data: data), response)
      }

      /// The bytes of a response body, as an async sequence.
      public struct AsyncBytes: AsyncSequence, Sendable {
        /// A byte of the body.
        public typealias Element = UInt8
        let data: Data

        /// Hands out the body's bytes in order.
        public struct AsyncIterator: AsyncIteratorProtocol {
          var remaining: Data.SubSequence

          /// The next byte of the body; nil after the last.
          public mutating func next() async throws -> UInt8? {
            remaining.popFirst()
          }
        }

        /// An iterator from the body's first byte.
        public func makeAsyncIterator() -> AsyncIterator {
          AsyncIterator(remaining: data[...])
        }
      }
    }
  #endif
#endif
