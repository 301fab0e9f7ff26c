import NetworkStandIn
import Testing

/// A path a feature builds (a client's test value) says what its status implies, and which
/// interfaces it uses.
struct NWPathTests {
  @Test
  func aSatisfiedPathReachesIPv4IPv6AndDNS() {
    let path = NWPath(status: .satisfied)
    #expect(path.supportsIPv4 && path.supportsIPv6 && path.supportsDNS)
    #expect(!path.isExpensive && !path.isConstrained)
    #expect(path.unsatisfiedReason == .notAvailable)
    #expect(path.availableInterfaces.isEmpty)
  }

  @Test
  func anUnsatisfiedPathReachesNothingAndKeepsItsReason() {
    for status in [NWPath.Status.unsatisfied, .requiresConnection] {
      let path = NWPath(status: status, unsatisfiedReason: .cellularDenied)
      #expect(!path.supportsIPv4 && !path.supportsIPv6 && !path.supportsDNS)
      #expect(path.unsatisfiedReason == .cellularDenied)
    }
  }

  @Test
  func aPathUsesTheTypesOfItsInterfaces() {
    let path = NWPath(
      status: .satisfied,
      availableInterfaces: [
        NWInterface(name: "pdp_ip0", type: .cellular), NWInterface(name: "lo0", type: .loopback),
      ],
      isExpensive: true, isConstrained: true)
    #expect(path.usesInterfaceType(.cellular) && path.usesInterfaceType(.loopback))
    #expect(!path.usesInterfaceType(.wifi) && !path.usesInterfaceType(.wiredEthernet))
    #expect(path.isExpensive && path.isConstrained)
  }

  @Test
  func pathsAreEqualByWhatTheySay() {
    #expect(NWPath(status: .satisfied) == NWPath(status: .satisfied))
    #expect(NWPath(status: .satisfied) != NWPath(status: .unsatisfied))
    let statuses: Set<NWPath.Status> = [.satisfied, .unsatisfied, .requiresConnection, .satisfied]
    #expect(statuses.count == 3)
  }
}
