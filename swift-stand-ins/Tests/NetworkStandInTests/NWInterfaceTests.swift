import NetworkStandIn
import Testing

/// An interface keeps its name and type, and is equal to another of the same.
struct NWInterfaceTests {
  @Test
  func anInterfaceKeepsItsNameAndType() {
    var interface = NWInterface(name: "en0", type: .wifi)
    #expect(interface.name == "en0" && interface.type == .wifi)
    interface.type = .wiredEthernet
    #expect(interface == NWInterface(name: "en0", type: .wiredEthernet))
    #expect(interface != NWInterface(name: "en1", type: .wiredEthernet))
    let types: Set<NWInterface.InterfaceType> = [
      .other, .wifi, .cellular, .wiredEthernet, .loopback,
    ]
    #expect(types.count == 5)
  }
}
