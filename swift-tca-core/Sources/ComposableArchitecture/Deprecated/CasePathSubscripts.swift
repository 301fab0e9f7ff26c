// Reading and changing one case of presented or stacked enum state through an `AnyCasePath`
// (`state.$destination[case: /Destination.State.edit]`), as features written before 1.4 do.

extension PresentationState {
  /// ``subscript(case:)`` with a case path.
  @available(
    *, deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(
    case path: AnyCasePath<State, Case>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Case? {
    get { wrappedValue.flatMap(path.extract(from:)) }
    _modify {
      let presented = wrappedValue
      var value = presented.flatMap(path.extract(from:))
      let isPresented = value != nil
      yield &value
      guard isPresented else { return reportUnrelatedCase(presented) }
      wrappedValue = value.map(path.embed)
    }
  }
}

extension StackState {
  /// ``subscript(id:case:)`` with a case path.
  @available(
    *, deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(
    id id: StackElementID,
    case path: AnyCasePath<Element, Case>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get { elements[id].flatMap(path.extract(from:)) }
    _modify {
      let element = elements[id]
      var value = element.flatMap(path.extract(from:))
      let isInCase = value != nil
      yield &value
      guard isInCase else { return reportUnrelatedCase(element) }
      elements[id] = value.map(path.embed)
    }
  }
}
