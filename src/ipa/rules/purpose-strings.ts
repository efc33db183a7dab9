/**
 * APIs that need a purpose string (a usage description) in Info.plist, by the symbol whose import
 * tells that the code uses them. Apple adds keys with new APIs: update the list (and the source) then.
 */
export interface PurposeString {
  /** The Info.plist keys, any one of which App Store Connect takes (the first is the one to add). */
  keys: readonly string[]
  /** What it unlocks, in a sentence: "the camera". */
  about: string
  symbols: readonly string[]
}

export const PURPOSE_STRINGS_SOURCE =
  'https://developer.apple.com/documentation/bundleresources/information-property-list (Protected resources; and App Store Connect\'s ITMS-90683 "Missing purpose string in Info.plist", read 2026-11-25)'

export const PURPOSE_STRINGS: readonly PurposeString[] = [
  {
    keys: ['NSCameraUsageDescription'],
    about: 'the camera',
    symbols: ['_OBJC_CLASS_$_AVCaptureDevice']
  },
  {
    keys: ['NSMicrophoneUsageDescription'],
    about: 'the microphone',
    symbols: ['_OBJC_CLASS_$_AVAudioRecorder']
  },
  {
    keys: ['NSLocationWhenInUseUsageDescription', 'NSLocationAlwaysAndWhenInUseUsageDescription'],
    about: 'location',
    symbols: ['_OBJC_CLASS_$_CLLocationManager']
  },
  {
    keys: ['NSPhotoLibraryUsageDescription', 'NSPhotoLibraryAddUsageDescription'],
    about: 'the photo library',
    symbols: ['_OBJC_CLASS_$_PHPhotoLibrary', '_OBJC_CLASS_$_PHAsset']
  },
  {
    keys: ['NSContactsUsageDescription'],
    about: 'contacts',
    symbols: ['_OBJC_CLASS_$_CNContactStore']
  },
  {
    keys: [
      'NSCalendarsFullAccessUsageDescription',
      'NSCalendarsWriteOnlyAccessUsageDescription',
      'NSCalendarsUsageDescription'
    ],
    about: 'calendars',
    symbols: ['_OBJC_CLASS_$_EKEventStore']
  },
  {
    keys: ['NSBluetoothAlwaysUsageDescription', 'NSBluetoothPeripheralUsageDescription'],
    about: 'Bluetooth',
    symbols: ['_OBJC_CLASS_$_CBCentralManager', '_OBJC_CLASS_$_CBPeripheralManager']
  },
  {
    keys: ['NSMotionUsageDescription'],
    about: 'motion data',
    symbols: ['_OBJC_CLASS_$_CMMotionActivityManager', '_OBJC_CLASS_$_CMPedometer']
  },
  {
    keys: ['NSSpeechRecognitionUsageDescription'],
    about: 'speech recognition',
    symbols: ['_OBJC_CLASS_$_SFSpeechRecognizer']
  },
  {
    keys: ['NSHealthShareUsageDescription'],
    about: 'HealthKit data',
    symbols: ['_OBJC_CLASS_$_HKHealthStore']
  },
  {
    keys: ['NSUserTrackingUsageDescription'],
    about: 'tracking (App Tracking Transparency)',
    symbols: ['_OBJC_CLASS_$_ATTrackingManager']
  }
]
