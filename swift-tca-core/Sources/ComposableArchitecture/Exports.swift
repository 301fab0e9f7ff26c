@_exported import CasePaths
@_exported import Dependencies
@_exported import IdentifiedCollections
@_exported import Observation
@_exported import Sharing
