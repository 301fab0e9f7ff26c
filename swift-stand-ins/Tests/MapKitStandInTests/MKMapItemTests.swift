import Foundation
import MapKitStandIn
import Testing

/// Map items as features make them from search results and hand them to Maps: there is no Maps.
struct MKMapItemTests {
  @Test
  func anItemOpensNothing() {
    let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D()))
    #expect(!item.openInMaps())
    #expect(
      !item.openInMaps(launchOptions: [
        MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving
      ]))
  }

  @Test
  func theCurrentLocationIsAnItemOfUnknownPlace() {
    let item = MKMapItem.forCurrentLocation()
    #expect(item.isCurrentLocation)
    #expect(item.placemark.coordinate.latitude == 0)
    #expect(item.placemark.coordinate.longitude == 0)
    #expect(item.name == nil)
  }

  @Test
  func anItemKeepsItsPlacemarkAndWhatTheAppSets() {
    let placemark = MKPlacemark(
      coordinate: CLLocationCoordinate2D(latitude: 40.7484, longitude: -73.9857),
      addressDictionary: ["Street": "20 W 34th St"])
    placemark.name = "Empire State Building"
    placemark.title = "Empire State"
    let item = MKMapItem(placemark: placemark)
    item.name = "Empire State Building"
    item.phoneNumber = "+1 212 736 3100"
    item.url = URL(string: "https://www.esbnyc.com")
    item.timeZone = TimeZone(identifier: "America/New_York")
    #expect(!item.isCurrentLocation)
    #expect(item.placemark === placemark)
    #expect(item.placemark.coordinate.latitude == 40.7484)
    #expect(item.placemark.name == "Empire State Building")
    #expect(item.placemark.title == "Empire State")
    #expect(item.name == "Empire State Building")
    #expect(item.phoneNumber == "+1 212 736 3100")
    #expect(item.url?.host == "www.esbnyc.com")
    #expect(item.timeZone?.identifier == "America/New_York")
  }

  @Test
  func launchOptionsHaveApplesValues() {
    #expect(MKLaunchOptionsDirectionsModeKey == "MKLaunchOptionsDirectionsMode")
    #expect(MKLaunchOptionsDirectionsModeDefault == "MKLaunchOptionsDirectionsModeDefault")
    #expect(MKLaunchOptionsDirectionsModeDriving == "MKLaunchOptionsDirectionsModeDriving")
    #expect(MKLaunchOptionsDirectionsModeWalking == "MKLaunchOptionsDirectionsModeWalking")
    #expect(MKLaunchOptionsDirectionsModeTransit == "MKLaunchOptionsDirectionsModeTransit")
    #expect(MKLaunchOptionsDirectionsModeCycling == "MKLaunchOptionsDirectionsModeCycling")
  }
}
